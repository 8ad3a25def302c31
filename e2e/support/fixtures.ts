import { test as base } from '@playwright/test';
import { AppServer, createDataDir, findFreePort, startTimeoutMs } from './app-server.js';
import { maxScale } from './time-scale.js';

/** The fixture allows the longest start the time scale can stretch to, and the time to give up on it. */
const maxStartMs = startTimeoutMs * maxScale + 60_000;

interface WorkerFixtures {
  server: AppServer;
}

/** One server per worker, fresh data directory; `baseURL` points at it. */
export const test = base.extend<object, WorkerFixtures>({
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = new AppServer(await findFreePort(), await createDataDir());
      try {
        await server.start();
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    // The fixture's own limit, not the test's minute: a cold start on a loaded machine may take up to the server's start timeout.
    { scope: 'worker', timeout: maxStartMs },
  ],
});

export { expect } from '@playwright/test';
