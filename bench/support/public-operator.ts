import { expect, type Browser } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from '../../e2e/support/auth-steps.js';

/** An operator with a public profile (their catalogue page shows), signed up as a person would: answers their id. */
export async function createPublicOperator(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await signUpThroughTopBar(page, uniqueEmail('bench-web'));
  const saved = await page.request.post('/api/update-user-metadata', {
    data: { businessName: 'Foto Bianchi', logoUrl: '', contactEmail: 'studio@bianchi.test', contactPhone: '+39 333 1112223', secondaryEmail: '' },
  });
  expect(saved.status(), 'the profile is saved').toBe(200);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } | null };
  await context.close();
  if (me.user === null) throw new Error('the sign-up left no session');
  return me.user.id;
}
