import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStarterLayout } from './load-starter-layout.js';

const starter = {
  schemaVersion: 1,
  template: { path: '/assets/templates/laurea/cartolina_verticale/x.png', width: 1200, height: 1800, dpi: 300 },
  elements: [],
};

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

afterEach(() => vi.restoreAllMocks());

describe('loadStarterLayout', () => {
  it('reads the JSON beside a built-in template', async () => {
    const fetchFn = answer(200, starter);
    expect(await loadStarterLayout('/assets/templates/laurea/cartolina_verticale/x.png', fetchFn)).toEqual(starter);
    expect(fetchFn).toHaveBeenCalledWith('/assets/templates/laurea/cartolina_verticale/starters/x.json', expect.anything());
  });

  it('gives null for a custom template, a missing file or an invalid document', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const never = vi.fn() as unknown as typeof fetch;
    expect(await loadStarterLayout('/api/custom-templates/file?id=1', never)).toBeNull();
    expect(never).not.toHaveBeenCalled();
    expect(await loadStarterLayout('/assets/templates/a/b/x.png', answer(404, {}))).toBeNull();
    expect(await loadStarterLayout('/assets/templates/a/b/x.png', answer(200, { schemaVersion: 1 }))).toBeNull();
  });
});
