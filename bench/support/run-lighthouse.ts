import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface LighthouseScores {
  url: string;
  /** 0–100, undefined when Lighthouse could not score the category. */
  scores: Record<LighthouseCategory, number | undefined>;
  cls: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  fcpMs: number | undefined;
  /** What the LCP is (its tag and selector, e.g. the hero's img or a heading), when Lighthouse found one. */
  lcpElement: string | undefined;
  /** The simulated LCP in its phases (TTFB, load delay, load time, render delay), in ms. */
  lcpPhases: { phase: string; ms: number }[];
  /** The audits that cost points (score under 0.9), per category: where to look. */
  failing: Record<LighthouseCategory, string[]>;
  /** Audits Lighthouse could not run (an error, a missing resource). */
  errors: string[];
}

/**
 * Audits that would fetch from outside the machine, which has no network but the package
 * registries. None of the default config's do on a same-origin app with no third-party content
 * (robots.txt, the source maps and the manifest are our own origin's); the list is here so that
 * one that starts doing so is switched off in one place.
 */
export const offlineSkippedAudits: string[] = [];

/** Chromium for Lighthouse: the system's, headless, never a download of its own. */
export async function launchChromeForLighthouse(chromePath: string): Promise<LaunchedChrome> {
  return launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-sync', '--no-first-run'],
    logLevel: 'silent',
  });
}

interface LcpElementDetails {
  items?: { items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[] }[];
}

/** The LCP element audit's two tables: the element, then the phases of its simulated time. */
function describeLcp(result: Result): Pick<LighthouseScores, 'lcpElement' | 'lcpPhases'> {
  const tables = (result.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const tag = /^<([a-z0-9-]+)/i.exec(node?.snippet ?? '')?.[1];
  const lcpElement = node === undefined ? undefined : `${tag ?? '?'} (${node.selector ?? 'no selector'})`;
  const lcpPhases = (tables[1]?.items ?? []).flatMap((row) => (row.phase !== undefined && typeof row.timing === 'number' ? [{ phase: row.phase, ms: row.timing }] : []));
  return { lcpElement, lcpPhases };
}

function numeric(result: Result, id: string): number | undefined {
  const value = result.audits[id]?.numericValue;
  return typeof value === 'number' ? value : undefined;
}

/** One Lighthouse run with the default config: the mobile preset (Moto G Power, slow 4G, 4× CPU). */
export async function runLighthouse(chrome: LaunchedChrome, url: string): Promise<LighthouseScores> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
    skipAudits: offlineSkippedAudits,
  };
  const runner = await lighthouse(url, flags);
  if (runner === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const result = runner.lhr;
  if (result.runtimeError !== undefined) throw new Error(`Lighthouse failed on ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const scores = {} as LighthouseScores['scores'];
  const failing = {} as LighthouseScores['failing'];
  for (const category of lighthouseCategories) {
    const entry = result.categories[category];
    scores[category] = entry?.score === null || entry === undefined ? undefined : Math.round(entry.score * 100);
    failing[category] = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
      .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  const errors = Object.values(result.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
  return {
    url,
    scores,
    cls: numeric(result, 'cumulative-layout-shift'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    fcpMs: numeric(result, 'first-contentful-paint'),
    ...describeLcp(result),
    failing,
    errors,
  };
}

/**
 * A fresh Chromium per run (nothing cached, no state from the previous run). Lighthouse now and
 * then loses the trace's start (NO_NAVSTART) on a busy machine: such a run is tried again.
 */
export async function runLighthouseWithRetry(chromePath: string, url: string, attempts = 3): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launchChromeForLighthouse(chromePath);
    try {
      return await runLighthouse(chrome, url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (Lighthouse run ${attempt} on ${new URL(url).pathname} failed, trying again: ${error instanceof Error ? error.message : String(error)})`);
    } finally {
      chrome.kill();
    }
  }
}
