import type { Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from './support/auth-steps.js';
import { currentLayoutId, editorCanvas, editorPath, layoutEditorUrl, openEditor, readCanvas, waitForServerSave } from './support/editor-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';

const otherTemplatePath = '/editor/matrimonio/cartolina-verticale/gatsby-gold.png';

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl);
});

function restoreDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Lavoro Rilevato' });
}

/** Waits until the stage is drawn with the given number of elements. */
async function expectStage(page: Page, elementCount: number): Promise<void> {
  await expect(editorCanvas(page).locator('canvas:visible').first()).toBeVisible({ timeout: 30_000 });
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(elementCount));
}

// The demo keeps its browser-only save; account layouts are saved on the server (account-layouts.spec.ts).
test('the demo offers the saved job on return, restores it without history, and forgets it on a fresh start', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, '/prova');

  // Only opening the editor is no job to restore.
  await page.reload();
  await expectStage(page, 1);
  await expect(restoreDialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await page.getByRole('button', { name: 'Aggiungi linea separatrice' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '3');
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-type', 'line');
  const before = await readCanvas(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await readCanvas(page)).x).toBeGreaterThan(before.x);
  const moved = await readCanvas(page);
  expect(moved.y).toBeGreaterThan(before.y);
  await page.waitForTimeout(1000);

  await page.reload();
  const dialog = restoreDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Hai un lavoro non salvato per questo template. Vuoi ripristinarlo?');
  await dialog.getByRole('button', { name: 'Sì, Ripristina' }).click();
  await expect(dialog).toHaveCount(0);
  await expectStage(page, 3);
  await expect(page.getByRole('button', { name: 'Annulla' })).toBeDisabled();

  // The moved separator is where it was left: a click on its saved centre selects it.
  const stage = await editorCanvas(page).locator('.editor-canvas__page').boundingBox();
  if (stage === null) throw new Error('the stage is not laid out');
  await page.mouse.click(stage.x + (moved.x + moved.width / 2) * moved.scale, stage.y + (moved.y + moved.height / 2) * moved.scale);
  await expect(editorCanvas(page)).toHaveAttribute('data-selected-id', moved.selectedId ?? '');
  const restored = await readCanvas(page);
  expect(restored.x).toBe(moved.x);
  expect(restored.y).toBe(moved.y);

  // Starting again deletes the save: one element, and no dialog on the next visit.
  await page.reload();
  await expect(restoreDialog(page)).toBeVisible();
  await restoreDialog(page).getByRole('button', { name: 'No, Inizia da Capo' }).click();
  await expect(restoreDialog(page)).toHaveCount(0);
  await expectStage(page, 1);
  await page.reload();
  await expectStage(page, 1);
  await expect(restoreDialog(page)).toHaveCount(0);
  expect(errors.filter((text) => text.includes('[autosave]'))).toEqual([]);
});

test("a browser-only job is not offered for another template, and moves into the account when restored for its own", async ({ page }) => {
  test.setTimeout(150_000); // four editor openings, one of them a new account layout
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughTopBar(page, uniqueEmail('autosave-other'));
  await openEditor(page, '/prova');
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '2');
  await page.waitForTimeout(1000);

  await openEditor(page, otherTemplatePath);
  await expect(restoreDialog(page)).toHaveCount(0);

  // The demo's template (the same file) still has its job: restoring it makes the layout from it.
  await page.goto(editorPath);
  await restoreDialog(page).getByRole('button', { name: 'Sì, Ripristina' }).click();
  await expect(page).toHaveURL(layoutEditorUrl);
  await expectStage(page, 2);
  await waitForServerSave(page);
  const stored = (await (await page.request.get(`/api/layouts/${currentLayoutId(page)}`)).json()) as { document: { elements: unknown[] } };
  expect(stored.document.elements).toHaveLength(2);
  // It now lives in the account: opening the template again offers it no more.
  await page.goto(editorPath);
  await expect(page).toHaveURL(layoutEditorUrl);
  await expectStage(page, 1);
  await expect(restoreDialog(page)).toHaveCount(0);
});
