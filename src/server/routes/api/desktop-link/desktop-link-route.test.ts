import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DesktopLinkResponse } from '../../../../shared/api/desktop-link.js';
import { emailOutbox } from '../../../db/schema.js';
import { desktopLinkSubject } from '../../../domain/send-desktop-link.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';

const perMinute = 3;
let t: TestApp;
let addressCounter = 0;
/** Each call from its own client address, so the per-address limit bites only where a test wants it. */
const nextAddress = () => `10.31.${Math.floor((addressCounter += 1) / 250)}.${(addressCounter % 250) + 1}`;
let emailCounter = 0;
const uniqueEmail = () => `operatore${(emailCounter += 1)}-${Date.now()}@example.test`;

function post(body: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/desktop-link',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function mailsTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT_PER_MINUTE: String(perMinute) });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/desktop-link', () => {
  it('mails the address the link to /prova, in plain words of our own', async () => {
    const email = uniqueEmail();
    const response = await post({ email: `  ${email} ` });
    expect(response.statusCode).toBe(202);
    expect(DesktopLinkResponse.parse(response.json())).toEqual({ success: true });
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(desktopLinkSubject);
    expect(mail?.body).toContain(`${testPublicUrl}/prova`);
    expect(mail?.replyTo).toBeNull();
  });

  it('sends one mail an hour to an address, however often and in whatever case it is asked, and answers the same', async () => {
    const email = uniqueEmail();
    for (const asked of [email, email, email.toUpperCase()]) {
      const response = await post({ email: asked });
      expect([response.statusCode, response.json()]).toEqual([202, { success: true }]);
    }
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(email.toUpperCase())).toHaveLength(0);
  });

  it('refuses a missing, malformed, overlong or multi-line address with 400 and an Italian message, mailing nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Inserisci la tua email.'],
      [{ email: '' }, 'Inserisci la tua email.'],
      [{ email: 'non-una-mail' }, 'Inserisci un indirizzo email valido.'],
      [{ email: `${'a'.repeat(250)}@example.test` }, "L'email può avere al massimo 254 caratteri."],
      [{ email: 'anna@example.test\r\nBcc: tutti@example.test' }, 'Inserisci un indirizzo email valido.'],
      [{ email: ['anna@example.test'] }, 'Inserisci la tua email.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    }
    expect(await mailsTo('anna@example.test\r\nBcc: tutti@example.test')).toEqual([]);
    expect(await mailsTo('tutti@example.test')).toEqual([]);
  });

  it('refuses a body over 1 KB unread with 413', async () => {
    const email = uniqueEmail();
    const response = await post({ email, padding: 'x'.repeat(2048) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers 429 past the per-minute limit of one client address, mailing nothing more', async () => {
    const address = nextAddress();
    for (let i = 0; i < perMinute; i += 1) expect((await post({ email: uniqueEmail() }, address)).statusCode).toBe(202);
    const email = uniqueEmail();
    const refused = await post({ email }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await mailsTo(email)).toEqual([]);
  });
});
