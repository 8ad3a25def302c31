import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactFieldLimits, ContactResponse } from '../../../../shared/api/contact.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { contactMessages, emailOutbox } from '../../../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestSmtpServer } from '../../../test-support/test-smtp-server.js';

const ErrorBody = z.object({
  error: z.object({
    code: z.enum(allErrorCodes as [string, ...string[]]),
    message: z.string().min(1),
    details: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
  }),
});
const errorOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error;

const supportEmail = 'aiuto@cornice.test';
const contactLimit = 3;

let t: TestApp;

let addressCounter = 0;
/** Each call from its own address, so the per-address limit only bites where a test wants it. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `mittente${emailCounter}-${Date.now()}@example.test`;
}

function validBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Giulia Rossi', email: uniqueEmail(), subject: 'general', message: 'Vorrei sapere se posso usare i miei font.', ...overrides };
}

function postContact(app: TestApp, body: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin', ...options.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function messagesFrom(app: TestApp, email: string) {
  return app.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function mailsReplyingTo(app: TestApp, email: string) {
  return app.database.db.select().from(emailOutbox).where(eq(emailOutbox.replyTo, email));
}

async function countMessages(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ total: sql<number>`count(*)::int` }).from(contactMessages);
  return row?.total ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: supportEmail, RATE_LIMIT_CONTACT_PER_MINUTE: String(contactLimit) });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/contact', () => {
  it('stores the trimmed message and queues a plain-text mail to SUPPORT_EMAIL with the sender as Reply-To', async () => {
    const email = uniqueEmail();
    const response = await postContact(t, {
      name: '  Giulia Rossi ',
      email: ` ${email} `,
      subject: 'custom_layout',
      message: '\n Buongiorno,\nvorrei un layout per una laurea.\n\nGrazie ',
    });

    expect(response.statusCode).toBe(201);
    expect(ContactResponse.parse(response.json())).toEqual({ success: true });
    const [stored, ...others] = await messagesFrom(t, email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ name: 'Giulia Rossi', email, subject: 'custom_layout', message: 'Buongiorno,\nvorrei un layout per una laurea.\n\nGrazie' });
    expect(stored?.createdAt).toBeInstanceOf(Date);

    const [mail, ...otherMails] = await mailsReplyingTo(t, email);
    expect(otherMails).toEqual([]);
    expect(mail?.toAddress).toBe(supportEmail);
    expect(mail?.subject).toBe('[Contatti] Richiesta layout personalizzato');
    expect(mail?.body).toContain('Nome: Giulia Rossi');
    expect(mail?.body).toContain(`Email: ${email}`);
    expect(mail?.body).toContain('Oggetto: Richiesta layout personalizzato');
    expect(mail?.body).toContain('Buongiorno,\nvorrei un layout per una laurea.\n\nGrazie');
  });

  it('labels the general subject as Informazioni generali', async () => {
    const email = uniqueEmail();
    expect((await postContact(t, validBody({ email, subject: 'general' }))).statusCode).toBe(201);
    const [mail] = await mailsReplyingTo(t, email);
    expect(mail?.subject).toBe('[Contatti] Informazioni generali');
  });

  it('without SMTP_URL, the outbox transport marks the mail sent right after the response', async () => {
    const email = uniqueEmail();
    expect((await postContact(t, validBody({ email }))).statusCode).toBe(201);
    await expect.poll(async () => (await mailsReplyingTo(t, email))[0]?.sentAt ?? null, { timeout: 5000 }).toBeInstanceOf(Date);
  });

  it('stores markup verbatim and keeps it plain text in the mail', async () => {
    const email = uniqueEmail();
    const name = '<b>Giulia</b> & "Co"';
    const message = '<script>alert(1)</script>\n<img src=x onerror=alert(2)> &amp;';
    expect((await postContact(t, validBody({ email, name, message }))).statusCode).toBe(201);
    const [stored] = await messagesFrom(t, email);
    expect(stored).toMatchObject({ name, message });
    const [mail] = await mailsReplyingTo(t, email);
    expect(mail?.body).toContain(message);
    expect(mail?.subject).toBe('[Contatti] Informazioni generali');
  });

  it('refuses a newline in the name (it could forge lines of the mail), storing and mailing nothing', async () => {
    const email = uniqueEmail();
    expect((await postContact(t, validBody({ email, name: 'Giulia\r\nBcc: altri@example.test' }))).statusCode).toBe(400);
    expect(await mailsReplyingTo(t, email)).toEqual([]);
    expect(await messagesFrom(t, email)).toEqual([]);
  });

  it('accepts every field at its length cap', async () => {
    // 64 + 1 + 189 = 254 characters.
    const email = `${'a'.repeat(64)}@${`${'b'.repeat(61)}.`.repeat(3)}com`;
    expect(email).toHaveLength(contactFieldLimits.email);
    const name = 'n'.repeat(contactFieldLimits.name);
    const message = 'm'.repeat(contactFieldLimits.message);
    expect((await postContact(t, validBody({ email, name, message }))).statusCode).toBe(201);
    expect(await messagesFrom(t, email)).toMatchObject([{ name, message }]);
  });

  const invalid: { label: string; body: Record<string, unknown>; path: string; code: string; message: string }[] = [
    { label: 'a missing name', body: validBody({ name: undefined }), path: 'name', code: 'invalid_type', message: 'Inserisci il tuo nome.' },
    { label: 'a blank name', body: validBody({ name: '   ' }), path: 'name', code: 'too_small', message: 'Inserisci il tuo nome.' },
    { label: 'a name over 120 characters', body: validBody({ name: 'n'.repeat(121) }), path: 'name', code: 'too_big', message: 'Il nome può avere al massimo 120 caratteri.' },
    { label: 'a missing email', body: validBody({ email: undefined }), path: 'email', code: 'invalid_type', message: 'Inserisci la tua email.' },
    { label: 'a blank email', body: validBody({ email: ' ' }), path: 'email', code: 'too_small', message: 'Inserisci la tua email.' },
    { label: 'an email without a domain', body: validBody({ email: 'giulia@' }), path: 'email', code: 'invalid_format', message: 'Inserisci un indirizzo email valido.' },
    { label: 'an email without an @', body: validBody({ email: 'giulia.example.test' }), path: 'email', code: 'invalid_format', message: 'Inserisci un indirizzo email valido.' },
    { label: 'an email over 254 characters', body: validBody({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }), path: 'email', code: 'too_big', message: "L'email può avere al massimo 254 caratteri." },
    { label: 'a missing subject', body: validBody({ subject: undefined }), path: 'subject', code: 'invalid_value', message: "Scegli l'oggetto del messaggio." },
    { label: 'an unknown subject', body: validBody({ subject: 'General Information' }), path: 'subject', code: 'invalid_value', message: "Scegli l'oggetto del messaggio." },
    { label: 'a missing message', body: validBody({ message: undefined }), path: 'message', code: 'invalid_type', message: 'Scrivi il tuo messaggio.' },
    { label: 'a blank message', body: validBody({ message: ' \n\t ' }), path: 'message', code: 'too_small', message: 'Scrivi il tuo messaggio.' },
    { label: 'a message over 5000 characters', body: validBody({ message: 'm'.repeat(5001) }), path: 'message', code: 'too_big', message: 'Il messaggio può avere al massimo 5000 caratteri.' },
    { label: 'a number for a name', body: validBody({ name: 42 }), path: 'name', code: 'invalid_type', message: 'Inserisci il tuo nome.' },
  ];
  for (const { label, body, path, code, message } of invalid) {
    it(`refuses ${label} with 400 VALIDATION_FAILED naming the field, and stores nothing`, async () => {
      const before = await countMessages(t);
      const response = await postContact(t, body);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe(message);
      expect(error.details).toEqual([{ path, code, message }]);
      expect(await countMessages(t)).toBe(before);
    });
  }

  it('names every wrong field at once', async () => {
    const response = await postContact(t, { name: '', email: 'x', subject: '', message: '' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.details?.map((detail) => detail.path)).toEqual(['name', 'email', 'subject', 'message']);
    expect(error.message).toBe("Inserisci il tuo nome. Inserisci un indirizzo email valido. Scegli l'oggetto del messaggio. Scrivi il tuo messaggio.");
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[]', '"ciao"', 'null']) {
      const response = await postContact(t, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    const broken = await postContact(t, '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).code).toBe('INVALID_JSON');
  });

  it('refuses cross-site posts (403) and stores nothing', async () => {
    const before = await countMessages(t);
    for (const headers of [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, { origin: testPublicUrl, 'sec-fetch-site': 'same-site' }]) {
      const response = await postContact(t, validBody(), { headers });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('CSRF_REJECTED');
    }
    expect(await countMessages(t)).toBe(before);
  });

  it('limits posts per client address (RATE_LIMIT_CONTACT_PER_MINUTE)', async () => {
    const address = nextAddress();
    for (let i = 0; i < contactLimit; i += 1) expect((await postContact(t, validBody(), { remoteAddress: address })).statusCode).toBe(201);
    const email = uniqueEmail();
    const limited = await postContact(t, validBody({ email }), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(await messagesFrom(t, email)).toEqual([]);
    // Another address is not affected.
    expect((await postContact(t, validBody())).statusCode).toBe(201);
  });
});

describe('POST /api/contact with SMTP_URL', () => {
  it('delivers the mail to support right after the response, with the sender as Reply-To', async () => {
    const smtp = await TestSmtpServer.start();
    // A long interval: only the kick after the response can deliver it in time.
    const withSmtp = await createTestApp({ SUPPORT_EMAIL: supportEmail, SMTP_URL: smtp.url, MAIL_FROM: 'Cornice <noreply@cornice.test>', MAIL_DISPATCH_INTERVAL_SECONDS: '3600' });
    try {
      const email = uniqueEmail();
      const response = await postContact(withSmtp, validBody({ email, name: 'Giulia Rossi', subject: 'custom_layout', message: 'Un layout per la laurea di Marco, è possibile?' }));
      expect(response.statusCode).toBe(201);

      const [mail] = await smtp.waitForMails(1);
      expect(mail?.envelopeTo).toEqual([supportEmail]);
      expect(mail?.headers.get('from')).toBe('Cornice <noreply@cornice.test>');
      expect(mail?.headers.get('reply-to')).toBe(email);
      expect(mail?.subject).toBe('[Contatti] Richiesta layout personalizzato');
      expect(mail?.text).toContain('Un layout per la laurea di Marco, è possibile?');
      expect(mail?.text).toContain(`Email: ${email}`);
      await expect.poll(async () => (await mailsReplyingTo(withSmtp, email))[0]?.sentAt ?? null, { timeout: 5000 }).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});
