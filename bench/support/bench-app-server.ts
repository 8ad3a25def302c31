import { AppServer, createDataDir, findFreePort } from '../../e2e/support/app-server.js';

/**
 * The built app for a benchmark: the e2e server on a fresh data directory (its test hooks, raised
 * login limit and overload guard off stay), with the responses' schema check off as in production:
 * the test servers turn it on, and it would add its cost to every answer a bench times.
 */
export async function createBenchServer(): Promise<AppServer> {
  return new AppServer(await findFreePort(), await createDataDir(), { CHECK_RESPONSES: 'false' });
}
