/**
 * Runs a benchmark's main. Benchmarks assert nothing: one that ran exits 0 whatever it measured;
 * one that could not run (no build, no Chromium, the app did not behave) says why and exits 1.
 */
export async function runBench(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(`${name} benchmark could not run:`, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
