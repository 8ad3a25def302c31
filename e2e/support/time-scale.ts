import { availableParallelism, loadavg } from 'node:os';

/** The most a slow machine stretches a limit: past it, a wait is a hang, not slowness. */
export const maxScale = 4;

/**
 * How much longer than on an idle machine of four or more cores the suite's limits allow: the
 * server's start, the test and expect timeouts. `E2E_TIME_SCALE` sets it; otherwise it grows with
 * the machine's load per core (a 2-core machine busy with other work starts a server and draws an
 * editor several times slower) and is at least 1.5 on two cores or fewer. Read when asked, since
 * the load changes while the suite runs.
 */
export function timeScale(): number {
  const configured = Number(process.env.E2E_TIME_SCALE);
  if (Number.isFinite(configured) && configured > 0) return Math.min(maxScale, Math.max(1, configured));
  const cores = Math.max(1, availableParallelism());
  const fewCores = cores <= 2 ? 1.5 : 1;
  const loadPerCore = (loadavg()[0] ?? 0) / cores;
  return Math.min(maxScale, Math.max(1, fewCores * Math.max(1, loadPerCore)));
}

/** `ms` stretched by the machine's time scale, in whole milliseconds. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale());
}
