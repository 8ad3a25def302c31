import { AppServer, createDataDir, findFreePort } from '../../e2e/support/app-server.js';

/**
 * The built app for a benchmark: the e2e server on a fresh data directory, with the responses'
 * schema check off as in production (the test servers turn it on), so a bench times what a user meets.
 */
export async function createBenchServer(): Promise<AppServer> {
  return new AppServer(await findFreePort(), await createDataDir(), { CHECK_RESPONSES: 'false' });
}
