/**
 * Makes the product screenshots of the landing page from the real app: the editor with a postcard,
 * the template grid and the dashboard, each as WebP at two widths in src/client/assets/screenshots/.
 *
 * Run by hand after `npm run build` (it is part of neither the build nor the tests):
 *   npx tsx scripts/screenshots/capture-landing-screenshots.ts
 *
 * It starts the built app as the e2e tests do (embedded defaults, a throwaway data directory, test
 * hooks on), signs up a new operator, gives them the annual plan (no 'Demo' overlay, every font and
 * clip-art) and composes a wedding postcard through the editor's own buttons and autosave.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, type Locator, type Page, chromium, expect } from '@playwright/test';
import sharp from 'sharp';
import { AppServer, createDataDir, findFreePort } from '../../e2e/support/app-server.js';
import { signUpFromLoginPage, uniqueEmail } from '../../e2e/support/auth-steps.js';
import { editorCanvas, editorPath, openEditor, propertiesPanel, readCanvas, waitForSavedDocument, writeSavedDocument, type SavedDocument } from '../../e2e/support/editor-steps.js';
import { giveAnnualPlan } from '../../e2e/support/selection-steps.js';

const outputDir = path.resolve('src/client/assets/screenshots');
/**
 * Every shot is 1280×800 pixels (16:10, below the top bar), published at that width and at half of
 * it. The editor and the template grid are shot in a 1280 px window; the dashboard's requests in a
 * 1024 px one drawn at 1.25×, so they fill the picture and their text stays legible.
 */
const wideWindow = { width: 1280, height: 800, scale: 1 };
const narrowWindow = { width: 1024, height: 640, scale: 1.25 };
type CaptureWindow = typeof wideWindow;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const outputWidths = [1280, 640];
/** Each file must stay small enough for the landing page's image budget. */
const maxBytes = 80 * 1024;
const topBarHeight = 65;
// Same flags as playwright.config.ts: Debian's Chromium, nothing downloaded.
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function main(): Promise<void> {
  await mkdir(outputDir, { recursive: true });
  const server = new AppServer(await findFreePort(), await createDataDir());
  await server.start();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await openContext(browser, server.baseUrl, wideWindow);
    const page = await context.newPage();

    await signUp(page);
    await giveAnnualPlan(page);
    await fillProfileAndRequests(page);

    await composePostcard(page);
    await save('editor-postcard', await shootBelowTopBar(page, wideWindow));

    await page.goto('/choose-template/matrimonio/cartolina-verticale');
    const grid = page.getByRole('list', { name: 'Template disponibili' });
    await expect(grid.locator('img').first()).toBeVisible();
    await waitForImages(page);
    await save('template-grid', await shootFrom(page, page.locator('.selection-step'), 24, wideWindow));

    // Same operator, same session cookie, narrower window.
    const narrow = await openContext(browser, server.baseUrl, narrowWindow, await context.storageState());
    const narrowPage = await narrow.newPage();
    await narrowPage.goto('/dashboard');
    const requestsTitle = narrowPage.getByRole('heading', { name: 'Richieste dei clienti' });
    await expect(requestsTitle).toBeVisible();
    await expect(narrowPage.getByText('Giulia & Marco').first()).toBeVisible();
    await setRequestStatus(narrowPage, 1, 'in_lavorazione');
    await setRequestStatus(narrowPage, 2, 'approvata');
    await narrowPage.goto('/dashboard');
    await expect(requestsTitle).toBeVisible();
    await expect(narrowPage.getByText('Giulia & Marco').first()).toBeVisible();
    await requestsTitle.evaluate((title) => title.scrollIntoView({ block: 'start' }));
    await waitForImages(narrowPage);
    // Back to the top, so the sticky top bar is drawn above the shot and not over it.
    await narrowPage.evaluate(() => window.scrollTo(0, 0));
    // The client requests, not the account cards: those show this run's localhost catalogue link.
    await save('dashboard', await shootFrom(narrowPage, requestsTitle, 24, narrowWindow));
  } finally {
    await browser.close();
    await server.dispose();
  }
}

async function openContext(browser: Browser, baseURL: string, area: CaptureWindow, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: area.width, height: area.height + topBarHeight },
    deviceScaleFactor: area.scale,
    locale: 'it-IT',
    storageState,
  });
  // tsx compiles this file with esbuild's keepNames, which wraps the e2e helpers' functions in a
  // __name() call; the page must have one too when Playwright sends those functions there.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  // Consent given up front: the banner would cover the bottom of every screenshot.
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  return context;
}

async function signUp(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Accedi / Registrati' }).click();
  await signUpFromLoginPage(page, uniqueEmail('screenshots'));
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A business name and contacts, and three client requests from the public catalogue. */
async function fillProfileAndRequests(page: Page): Promise<void> {
  await page.reload();
  await page.getByLabel('Nome attività').fill('Flash & Sorrisi Photobooth');
  await page.getByLabel('Telefono di contatto').fill('333 7654321');
  await page.getByLabel('Email di contatto').fill('info@flashesorrisi.it');
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(page.getByText('Profilo salvato con successo!', { exact: false })).toBeVisible();

  // Created oldest first: the dashboard lists the newest, the couple of the postcard, on top.
  const requests = [
    { template: 'laurea/cartolina_verticale/laurel-burgundy', displayName: 'Laurel Burgundy', names: 'Laurea di Luca', eventDate: '21 marzo 2026', city: 'Padova', otherText: 'Logo dell’università in alto', email: 'luca.r@example.test' },
    { template: 'compleanno/cartolina_verticale/balloon-bouquet', displayName: 'Balloon Bouquet', names: 'Festa di Sofia', eventDate: '3 maggio 2026', city: 'Bologna', otherText: '18 anni, colori oro e rosa', email: 'sofia.b@example.test' },
    { template: 'matrimonio/cartolina_verticale/eucalyptus-bloom', displayName: 'Eucalyptus Bloom', names: 'Giulia & Marco', eventDate: '14 giugno 2026', city: 'Firenze', otherText: 'Toni salvia e rosa antico', email: 'giulia.marco@example.test' },
  ];
  for (const { template, displayName, email, ...formData } of requests) {
    const [theme, format, file] = template.split('/');
    const response = await page.request.post('/api/test-hooks/catalog-request', {
      data: {
        template: { displayName, original_path: `/assets/templates/${template}.png`, preview: `/assets/templates/${theme}/${format}/previews/${file}.jpg` },
        formData: { ...formData, email, phone: '+39 333 1234567' },
      },
    });
    expect(response.status()).toBe(201);
  }
}

/** Sets the status of the dashboard's request card at `index` and waits until the server has it. */
async function setRequestStatus(page: Page, index: number, status: string): Promise<void> {
  await page.getByLabel('Stato').nth(index).selectOption(status);
  await expect
    .poll(async () => {
      const body = (await (await page.request.get('/api/catalog-requests')).json()) as { requests: { status: string }[] };
      return body.requests.some((request) => request.status === status);
    })
    .toBe(true);
}

/**
 * Adds a photo frame, a clip-art and a second text with the editor's buttons, then lays them out
 * as an operator would (the autosave is rewritten with the final positions and restored, which is
 * the editor's own 'Lavoro Rilevato' path), and selects the names so the panel shows text tools.
 */
async function composePostcard(page: Page): Promise<void> {
  await openEditor(page, editorPath);
  await page.getByRole('button', { name: 'Aggiungi cornice foto' }).click();
  await page.getByRole('button', { name: 'Aggiungi testo' }).click();
  await page.getByRole('tab', { name: 'cuori', exact: true }).click();
  await page.getByRole('tabpanel').getByRole('button').first().click();
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '4');
  await page.waitForTimeout(1000);

  const saved = await waitForSavedDocument(page);
  const laidOut = layOutPostcard(saved);
  await writeSavedDocument(page, laidOut, saved.template.path);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Lavoro Rilevato' });
  await dialog.getByRole('button', { name: 'Sì, Ripristina' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', '4');
  await page.evaluate(() => document.fonts.ready);
  await waitForImages(page);

  // Select the names: the transformer handles and the text properties show in the screenshot.
  const names = laidOut.elements.find((element) => element.id === namesId(saved));
  if (names === undefined) throw new Error('the names text is missing');
  const reading = await readCanvas(page);
  const stage = await editorCanvas(page).locator('.konvajs-content').boundingBox();
  if (stage === null) throw new Error('the stage is not laid out');
  const x = Number(names['x']) + Number(names['width']) / 2;
  const y = Number(names['y']) + Number(names['fontSize']) * 0.6;
  await page.mouse.click(stage.x + x * reading.scale, stage.y + y * reading.scale);
  await expect(propertiesPanel(page).getByRole('heading', { name: 'Testo', exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
}

function namesId(saved: SavedDocument): string {
  const first = saved.elements.find((element) => element.type === 'text');
  if (first === undefined) throw new Error('no initial text');
  return first.id;
}

/** Final positions in template pixels (1200×1800): the photo in the template's window, texts below. */
function layOutPostcard(saved: SavedDocument): SavedDocument {
  const sage = '#5b7a5e';
  const rose = '#a35d6a';
  const [initialText, addedText] = saved.elements.filter((element) => element.type === 'text');
  const elements = saved.elements.map((element) => {
    if (element === initialText) {
      return { ...element, content: 'Giulia & Marco', fontFamily: 'Great Vibes', fontSize: 112, color: rose, x: 100, y: 1445, width: 1000, textAlign: 'center', lineHeight: 1.2 };
    }
    if (element === addedText) {
      return { ...element, content: '14 · 06 · 2026  —  FIRENZE', fontFamily: 'Montserrat', fontSize: 36, color: sage, x: 100, y: 1645, width: 1000, textAlign: 'center', shadowEnabled: false };
    }
    if (element.type === 'placeholder') return { ...element, x: 140, y: 150, width: 920, height: 1150, borderEnabled: true, borderColor: '#ffffff', borderWidth: 12 };
    if (element.type === 'clipart') return { ...element, x: 565, y: 1322, width: 70, height: 70 };
    return element;
  });
  // Texts on top of the frame, whatever order they were added in.
  elements.sort((a, b) => rank(a.type) - rank(b.type));
  return { ...saved, elements };
}

function rank(type: string): number {
  return type === 'placeholder' ? 0 : 1;
}

async function waitForImages(page: Page): Promise<void> {
  // Lazy images below the fold never load, and are not in the shot: only the visible ones count.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight),
  );
  await page.waitForTimeout(300);
}

async function shootBelowTopBar(page: Page, area: CaptureWindow): Promise<Buffer> {
  return page.screenshot({ clip: { x: 0, y: topBarHeight, width: area.width, height: area.height } });
}

/** A window-sized shot of the page from a little above `anchor`. */
async function shootFrom(page: Page, anchor: Locator, margin: number, area: CaptureWindow): Promise<Buffer> {
  const box = await anchor.boundingBox();
  if (box === null) throw new Error('anchor not laid out');
  const scrollY = await page.evaluate(() => window.scrollY);
  return page.screenshot({ fullPage: true, clip: { x: 0, y: Math.max(0, box.y + scrollY - margin), width: area.width, height: area.height } });
}

/** WebP at each published width, lowering the quality until the file fits the budget. */
async function save(name: string, png: Buffer): Promise<void> {
  for (const width of outputWidths) {
    const file = path.join(outputDir, `${name}-${width}.webp`);
    for (let quality = 80; ; quality -= 5) {
      await sharp(png).resize({ width }).webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
      const { size } = await stat(file);
      if (size <= maxBytes || quality <= 40) {
        console.log(`${path.relative(process.cwd(), file)}: ${Math.round(size / 1024)} KB at quality ${quality}`);
        break;
      }
    }
  }
}

await main();
