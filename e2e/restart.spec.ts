import { MeResponse } from '../src/shared/api/me.js';
import { AppServer, createDataDir, findFreePort } from './support/app-server.js';
import { expectLoggedInTopBar, signUpThroughLoginPages, uniqueEmail } from './support/auth-steps.js';
import { expect, test } from './support/fixtures.js';

test('a server restart keeps the account and the session', async ({ browser }) => {
  // Two cold starts of a fresh embedded database: slow on a loaded 2-core machine.
  test.setTimeout(180_000);
  const server = new AppServer(await findFreePort(), await createDataDir());
  await server.start();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    const email = uniqueEmail('restart');
    await signUpThroughLoginPages(page, email);

    await server.restart();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectLoggedInTopBar(page);
    const me = MeResponse.parse(await (await page.request.get('/api/me')).json());
    expect(me.user?.email).toBe(email);
    await context.close();
  } finally {
    await server.dispose();
  }
});
