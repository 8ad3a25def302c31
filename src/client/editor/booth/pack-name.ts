import type { WorkspaceMode } from '../../pages/editor/workspace-mode.js';

/**
 * The name a booth pack carries: its README and pack.json, the layout files' display name, and
 * (slugified) every file and folder the booth installs. Downloaded or published, an account
 * layout's pack is named after the layout, so pulling the published pack replaces the files the
 * downloaded one installed instead of adding a second layout the booth never switches to. Only a
 * document with no saved layout (the demo) is named after its template.
 */
export function choosePackName(mode: WorkspaceMode, theme: string, formatKey: string): string {
  return mode.kind === 'layout' ? mode.name : `${theme} – ${formatKey}`;
}
