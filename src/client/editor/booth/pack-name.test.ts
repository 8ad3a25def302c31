import { describe, expect, it } from 'vitest';
import type { WorkspaceMode } from '../../pages/editor/workspace-mode.js';
import { makeBoothDocument } from './booth-fixtures.js';
import { planBoothPack } from '../../../shared/booth/booth-pack-plan.js';
import { choosePackName } from './pack-name.js';

const layoutMode: WorkspaceMode = { kind: 'layout', layoutId: 'l1', name: 'Giulia & Marco – 14/06/2026', revision: 3, document: makeBoothDocument(), startsPending: false };

function pathsOf(name: string): string[] {
  return planBoothPack({ document: makeBoothDocument(), name, printerId: 'dnp-ds620' }).map((entry) => entry.path);
}

describe('the booth pack name', () => {
  it('is the layout’s name for an account layout, so the download and the published pack install the same files', () => {
    const name = choosePackName(layoutMode, 'matrimonio', 'cartolina_verticale');
    expect(name).toBe('Giulia & Marco – 14/06/2026');
    expect(pathsOf(name)).toContain('photoboothproject/private/collage/landscape/cornice-giulia-marco-14-06-2026.json');
  });

  it('is the template’s theme and format when there is no saved layout', () => {
    expect(choosePackName({ kind: 'demo' }, 'matrimonio', 'cartolina_verticale')).toBe('matrimonio – cartolina_verticale');
  });
});
