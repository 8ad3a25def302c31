import type { Locator, Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { editorCanvas, openEditor, saveStatus, waitForServerSave } from './support/editor-steps.js';
import { expect as baseExpect, test } from './support/fixtures.js';
import { acceptCookies, giveAnnualPlan } from './support/selection-steps.js';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context, page, server }) => {
  await acceptCookies(context, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
});

function toolbar(page: Page): Locator {
  return page.getByRole('toolbar', { name: "Strumenti dell'editor" });
}

/**
 * The rows the bar's own buttons sit on (the preview's tools float under the bar, outside it):
 * one when every button inside the bar has the same top.
 */
async function buttonRows(page: Page): Promise<number> {
  const tops = await toolbar(page).evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    return Array.from(bar.querySelectorAll('button'))
      .map((button) => button.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.top >= box.top && rect.bottom <= box.bottom)
      .map((rect) => Math.round(rect.top));
  });
  return new Set(tops).size;
}

/** True when the element shows its whole text (nothing cut by an ellipsis or overflow). */
async function showsWholeText(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => [element, ...Array.from(element.querySelectorAll('*'))].every((node) => node.scrollWidth <= node.clientWidth + 1));
}

test('at 1440 px the bar is one row that stays put with the photo preview on, its messages whole, and the zoom bar clear of the page', async ({ page, context }) => {
  await signUpThroughTopBar(page, uniqueEmail('toolbar'));
  await giveAnnualPlan(page);
  await openEditor(page);
  await waitForServerSave(page);

  await expect(toolbar(page).getByRole('button', { name: 'Condividi' })).toBeVisible();
  expect(await buttonRows(page)).toBe(1);
  const before = await toolbar(page).boundingBox();
  // One row of buttons: the bar is not much taller than a button.
  expect(before?.height).toBeLessThan(70);
  const canvasBefore = await editorCanvas(page).boundingBox();

  await toolbar(page).getByRole('button', { name: 'Anteprima con foto' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Anteprima con foto' })).toHaveAttribute('aria-pressed', 'true');
  expect(await buttonRows(page)).toBe(1);
  expect(await toolbar(page).boundingBox()).toEqual(before);
  expect(await editorCanvas(page).boundingBox()).toEqual(canvasBefore);
  await page.screenshot({ path: '.tmp/screenshots/editor-toolbar-preview-on.png', clip: { x: 0, y: 0, width: 1440, height: 220 } });
  await toolbar(page).getByRole('button', { name: 'Anteprima con foto' }).click();

  // The longest save state is whole, and the bar does not move for it.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await expect(saveStatus(page)).toHaveText('Offline: salverò appena torna la connessione');
  expect(await showsWholeText(saveStatus(page))).toBe(true);
  expect(await buttonRows(page)).toBe(1);
  expect(await toolbar(page).boundingBox()).toEqual(before);
  await page.screenshot({ path: '.tmp/screenshots/editor-toolbar-offline.png', clip: { x: 0, y: 0, width: 1440, height: 220 } });
  await context.setOffline(false);
  await waitForServerSave(page);

  // A download's outcome is read whole.
  const download = page.waitForEvent('download');
  await toolbar(page).getByRole('button', { name: 'Scarica', exact: true }).click();
  await download;
  const status = toolbar(page).getByText('Download completato.');
  await expect(status).toBeVisible();
  expect(await showsWholeText(status)).toBe(true);
  await page.screenshot({ path: '.tmp/screenshots/editor-toolbar-downloaded.png', clip: { x: 0, y: 0, width: 1440, height: 220 } });

  // 'Adatta': the zoom bar sits beside or below the page, never on it.
  await page.getByRole('button', { name: /Adatta/ }).click();
  const pageBox = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  const zoomBox = await page.getByRole('toolbar', { name: 'Zoom', exact: true }).boundingBox();
  if (pageBox === null || zoomBox === null) throw new Error('not laid out');
  const overlaps = zoomBox.x < pageBox.x + pageBox.width && zoomBox.x + zoomBox.width > pageBox.x && zoomBox.y < pageBox.y + pageBox.height && zoomBox.y + zoomBox.height > pageBox.y;
  expect(overlaps).toBe(false);
  await page.screenshot({ path: '.tmp/screenshots/editor-toolbar-fit.png' });
});
