import { expect, type Page } from '@playwright/test';

/**
 * Server-rendered pages prepare and run the app once loaded and idle, or at once on the first
 * interaction (src/client/app/deferred-hydration.ts): a key press (Shift, which does nothing on the
 * page) hurries it; resolves once the page is live.
 * Needed only where a test means an in-app navigation: before it, links load pages from the server.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
