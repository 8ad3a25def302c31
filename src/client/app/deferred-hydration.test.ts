// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { startDeferredHydration } from './deferred-hydration.js';

function renderForm(): { select: HTMLSelectElement; button: HTMLButtonElement; seen: string[] } {
  document.body.innerHTML = `
    <div id="root">
      <form>
        <select name="subject"><option value="">Scegli</option><option value="custom_layout">Layout</option></select>
        <button type="button">Invia</button>
      </form>
    </div>`;
  const select = document.querySelector('select');
  const button = document.querySelector('button');
  const root = document.getElementById('root');
  if (select === null || button === null || root === null) throw new Error('the form did not render');
  // Stands for React: its listeners sit on the root, under the document's capture listeners.
  const seen: string[] = [];
  root.addEventListener('change', () => seen.push(`change ${select.value}`));
  root.addEventListener('click', (event) => {
    if (event.target === button) seen.push(`click with ${select.value}`);
  });
  return { select, button, seen };
}

describe('startDeferredHydration', () => {
  it('replays a choice made before hydration, and a press that comes while the replay runs waits behind it', async () => {
    const { select, button, seen } = renderForm();
    startDeferredHydration(() => Promise.resolve());

    select.value = 'custom_layout';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    // Hydrating a controlled select puts back the value of its state.
    select.value = '';
    window.dispatchEvent(new Event('cornice:hydrated'));
    // "Invia" pressed at once, before the replay's first step.
    button.click();
    expect(seen).toEqual([]);

    await vi.waitFor(() => expect(seen).toEqual(['change custom_layout', 'click with custom_layout']));
    // The replay over, the page is live: events go straight to it.
    button.click();
    expect(seen.at(-1)).toBe('click with custom_layout');
    expect(seen).toHaveLength(3);
  });

  it('holds a press on a link to this site until the app is live, then hands it to the live page (the router), once', async () => {
    document.body.innerHTML = `<div id="root"><footer><a href="/supporto">Supporto</a></footer></div>`;
    const link = document.querySelector('a');
    const root = document.getElementById('root');
    if (link === null || root === null) throw new Error('the page did not render');
    const seen: string[] = [];
    root.addEventListener('click', (event) => {
      if (event.target === link) seen.push(`click ${event.defaultPrevented ? 'held' : 'free'}`);
    });
    startDeferredHydration(() => Promise.resolve());

    const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(press);
    // Not followed by the browser while the app starts (its navigation would be cancelled), nor seen yet.
    expect(press.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    window.dispatchEvent(new Event('cornice:hydrated'));
    await vi.waitFor(() => expect(seen).toEqual(['click free']));
  });

  it("once the page has loaded, fetches the app's modules, evaluates them one by one in the listed order, then starts the app", async () => {
    document.body.innerHTML = `<div id="root"><p>Catalogo</p></div><script type="application/json" id="app-modules">["/assets/react.js","/assets/main.js","/assets/page.js"]</script>`;
    const steps: string[] = [];
    const loadModule = vi.fn((url: string) => {
      steps.push(`evaluate ${url}`);
      return Promise.resolve();
    });
    const loadApp = vi.fn(() => {
      steps.push('run the app');
      return Promise.resolve();
    });
    startDeferredHydration(loadApp, { loadModule });
    await vi.waitFor(() => expect(loadApp).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(steps).toEqual(['evaluate /assets/react.js', 'evaluate /assets/main.js', 'evaluate /assets/page.js', 'run the app']);
    const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloaded).toEqual(expect.arrayContaining(['/assets/react.js', '/assets/main.js', '/assets/page.js']));
  });

  it('runs the app at once on the first interaction, and leaves the steps that were left', async () => {
    document.body.innerHTML = `<div id="root"><p>Catalogo</p></div><script type="application/json" id="app-modules">["/assets/react.js","/assets/page.js"]</script>`;
    const loadModule = vi.fn(() => Promise.resolve());
    const loadApp = vi.fn(() => Promise.resolve());
    startDeferredHydration(loadApp, { loadModule });
    document.dispatchEvent(new Event('pointerdown'));
    expect(loadApp).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(loadModule).not.toHaveBeenCalled();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });
});
