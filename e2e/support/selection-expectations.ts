import { type Page, expect } from '@playwright/test';
import { currentSlideName, type CatalogCard } from './selection-steps.js';

const comingSoon = ['Natale', 'Carnevale', 'Halloween', 'Nightlife', 'Corporate'];

/** The text 'Copia Info' puts on the clipboard for a Matrimonio / Cartolina Verticale template. */
export function copyInfoOf(card: CatalogCard): string {
  return `Tema: Matrimonio\nFormato: Cartolina Verticale\nTemplate: ${card.name}`;
}

/** On /choose-theme: every coming-soon theme is a disabled group, not a link, and a click goes nowhere. */
export async function expectComingSoonInert(page: Page): Promise<void> {
  await page.goto('/choose-theme');
  for (const label of comingSoon) {
    const card = page.getByRole('group', { name: `${label}, Coming Soon` });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(card).toContainText('Coming Soon');
    await expect(page.getByRole('link', { name: new RegExp(label) })).toHaveCount(0);
    await card.click({ force: true });
    await expect(page).toHaveURL(/\/choose-theme$/);
  }
}

/** Zoom, arrows both ways, the next button, then Escape: closed, focus back on the zoom button. */
export async function expectLightboxKeyboard(page: Page, startName: string, nextName: string): Promise<void> {
  const zoom = page.getByRole('button', { name: `Ingrandisci ${startName}` });
  await zoom.click();
  const lightbox = page.getByRole('dialog', { name: 'Anteprima dei template' });
  await expect(lightbox).toBeVisible();
  await expect.poll(() => currentSlideName(page)).toBe(startName);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentSlideName(page)).toBe(nextName);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentSlideName(page)).toBe(startName);
  await lightbox.getByRole('button', { name: 'Template successivo' }).click();
  await expect.poll(() => currentSlideName(page)).toBe(nextName);
  await expect(lightbox.getByRole('button', { name: 'Template precedente' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(zoom).toBeFocused();
}

/** In the open action panel: copy, read the clipboard back, see the label revert after 2 s. */
export async function expectCopyInfo(page: Page, card: CatalogCard): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Cosa vuoi fare?' });
  await panel.getByRole('button', { name: 'Copia Info' }).click();
  await expect(panel.getByRole('button', { name: '✓ Copiato!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copyInfoOf(card));
  await expect(panel.getByRole('button', { name: 'Copia Info' })).toBeVisible({ timeout: 4_000 });
}
