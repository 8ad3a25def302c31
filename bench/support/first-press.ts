import type { Browser } from '@playwright/test';

/**
 * The price of deferred hydration, as a visitor would feel it: on a server-rendered page, loaded
 * and its network settled, in a fresh context (a first visit), the time from the first press on a
 * button that needs the app (the cookie banner's "Accetto", on every page of a first visit) to
 * its effect (the banner gone): whatever of running the app, hydrating and replaying the press is
 * still to do then. With Chromium's CPU slowed `cpuSlowdown` times, as Lighthouse's mobile preset
 * assumes.
 */
export async function measureFirstPress(browser: Browser, url: string, cpuSlowdown = 4, viewport = { width: 412, height: 823 }): Promise<number> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const elapsed = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let pressedAt = 0;
        window.addEventListener('pointerdown', () => (pressedAt = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (pressedAt > 0 && document.querySelector('.cookie-banner') === null) {
            observer.disconnect();
            resolve(performance.now() - pressedAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  // A press as a touch screen sends it: no pointer hovering over the page first.
  await page.getByRole('button', { name: 'Accetto' }).dispatchEvent('pointerdown');
  await page.getByRole('button', { name: 'Accetto' }).dispatchEvent('click');
  const ms = await elapsed;
  await context.close();
  return ms;
}
