import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

/** One script the page fetched, with its size as served and as gzip would make it. */
export interface ScriptLoad {
  url: string;
  /** Decoded size. */
  rawBytes: number;
  /** zlib gzip (level 9, as bundlers report it) of the decoded body. */
  gzipBytes: number;
  /** Bytes on the wire (the server's own compression), when Chromium reports them. */
  transferBytes: number | undefined;
  /** Requested before the load event. */
  isInitial: boolean;
  /** The file or its text is Konva or the editor. */
  isEditor: boolean;
}

const editorFileName = /\/(editor-page|konva|react-konva)[^/]*\.js$/i;
// Konva's bundle names its global and its version; no other chunk of ours says that.
const konvaText = /Konva\.version|Konva\._global|\bKonva\.Stage\b/;

/**
 * Loads `url` in a fresh context (empty cache) and records every script it requested, marking the
 * ones asked for before the load event; then waits for the network to settle so that a chunk
 * fetched later (an editor import on the landing page) is caught too, and for `ready` (on a page
 * that draws after its data arrives: what it must show before the visitor acts).
 */
export async function recordScripts(browser: Browser, url: string, viewport = { width: 412, height: 823 }, ready?: (page: Page) => Promise<void>): Promise<ScriptLoad[]> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  let hasLoaded = false;
  const initial = new Set<string>();
  page.on('load', () => (hasLoaded = true));
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !hasLoaded) initial.add(request.url());
  });
  const responses: Promise<ScriptLoad | undefined>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    responses.push(
      (async () => {
        const body = await response.body().catch(() => undefined);
        if (body === undefined) return undefined;
        const sizes = await request.sizes().catch(() => undefined);
        return {
          url: response.url(),
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          transferBytes: sizes?.responseBodySize,
          isInitial: initial.has(response.url()),
          isEditor: editorFileName.test(new URL(response.url()).pathname) || konvaText.test(body.toString('utf8')),
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  if (ready !== undefined) await ready(page);
  const loads = (await Promise.all(responses)).filter((load): load is ScriptLoad => load !== undefined);
  await context.close();
  return loads;
}
