/**
 * Runs `work` while sampling this process's resident set every few milliseconds; answers the
 * largest growth over the RSS measured just before. RSS, not the V8 heap: sharp's pixels live
 * outside it.
 */
export async function measurePeakRssGrowth<T>(work: () => Promise<T>, intervalMs = 5): Promise<{ result: T; peakGrowthBytes: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, intervalMs);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peakGrowthBytes: peak - before };
  } finally {
    clearInterval(timer);
  }
}

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
