import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customTemplateFileUrl } from '../../../../shared/api/custom-templates.js';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { catalogCustomOriginal, OperatorDataResponse, SaveCatalogRequestResponse } from '../../../../shared/api/public-catalog.js';
import type { TemplateEntry } from '../../../../shared/catalog/template-entry.js';
import { catalogRequests, customTemplates, emailOutbox, users } from '../../../db/schema.js';
import { addressVerificationSubject } from '../../../domain/account-mails.js';
import { customTemplateFallbackName } from '../../../domain/find-catalog-template.js';
import { withCatalogProof } from '../../../test-support/catalog-proof.js';
import { markAddressVerified } from '../../../domain/verified-addresses.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error;

const balloons: TemplateEntry = {
  category: 'compleanno',
  format: 'cartolina_orizzontale',
  original: '/assets/templates/compleanno/cartolina_orizzontale/balloons-party.png',
  preview: '/assets/templates/compleanno/cartolina_orizzontale/previews/balloons-party.jpg',
};
const eucalyptus: TemplateEntry = {
  category: 'matrimonio',
  format: 'cartolina_verticale',
  original: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png',
  preview: '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg',
};

const perOperatorHourLimit = 4;
const perAddressMinuteLimit = 3;
const getPerMinuteLimit = 5;

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;

let addressCounter = 0;
/** Each call from its own address, so the per-address limits only bite where a test wants them. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function publicPost(url: string, body: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  const sent = url === '/api/save-catalog-request' ? await withCatalogProof(t.app, body) : body;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin', ...options.headers },
    payload: typeof sent === 'string' ? sent : JSON.stringify(sent),
  });
}

function getOperatorData(userId: string, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'GET', url: `/api/get-operator-data?userId=${encodeURIComponent(userId)}`, remoteAddress });
}

function validForm(overrides: Record<string, unknown> = {}) {
  return { names: 'Anna e Marco', eventDate: '14 giugno 2025', city: 'Roma', otherText: '', email: 'anna@example.test', phone: '+39 333 1234567', ...overrides };
}

function requestBody(operatorId: string, overrides: { template?: unknown; formData?: Record<string, unknown> } = {}) {
  return {
    operatorId,
    template: overrides.template ?? { displayName: 'Balloons Party', original: balloons.original, preview: balloons.preview },
    formData: validForm(overrides.formData),
  };
}

async function rowsOf(operator: TestOperator) {
  return t.database.db.select().from(catalogRequests).where(eq(catalogRequests.operatorId, operator.userId));
}

/** The notification mails to an address (not the one that asked to confirm it). */
async function mailsTo(address: string) {
  return t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, address), ne(emailOutbox.subject, addressVerificationSubject)));
}

async function listRequests(operator: TestOperator) {
  const response = await t.app.inject({ method: 'GET', url: '/api/catalog-requests', headers: { cookie: operator.browser.jar.header() } });
  expect(response.statusCode).toBe(200);
  return CatalogRequestsResponse.parse(response.json()).requests;
}

/** A custom template row as the upload and metadata calls leave it (files are not needed here). */
async function addCustomTemplate(operator: TestOperator, saved: boolean) {
  const id = `custom_${randomUUID().replaceAll('-', '')}`;
  const originalKey = `custom-templates/${operator.userId}/${id}-original.png`;
  const previewKey = `custom-templates/${operator.userId}/${id}-preview.jpg`;
  await t.database.db.insert(customTemplates).values({
    id,
    userId: operator.userId,
    theme: 'matrimonio',
    format: 'cartolina-verticale',
    originalKey,
    previewKey,
    originalWidth: 1200,
    originalHeight: 1800,
    saved,
  });
  return { id, original: customTemplateFileUrl(originalKey), preview: customTemplateFileUrl(previewKey), originalKey, previewKey };
}

beforeAll(async () => {
  t = await createTestApp(
    {
      // Most tests sign up an operator of their own.
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      CATALOG_REQUESTS_PER_OPERATOR_HOUR: String(perOperatorHourLimit),
      RATE_LIMIT_PUBLIC_POST_PER_MINUTE: String(perAddressMinuteLimit),
      RATE_LIMIT_PUBLIC_GET_PER_MINUTE: String(getPerMinuteLimit),
      CATALOG_PROOF_OF_WORK_MAX: '1000',
    },
    { builtInTemplates: [balloons, eucalyptus] },
  );
  [alice, bob] = await Promise.all([TestOperator.signUpConfirmed(t.app, t.database.db), TestOperator.signUpConfirmed(t.app, t.database.db)]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/get-operator-data', () => {
  it('answers the public profile and only the saved custom templates, never an email or the plan', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await t.database.db
      .update(users)
      .set({
        businessName: 'Foto Sorrisi',
        logoUrl: `/api/logos/${operator.userId}/${'a'.repeat(32)}.png`,
        contactPhone: '+39 333 7654321',
        contactEmail: 'contatto-segreto@example.test',
        secondaryEmail: 'seconda-segreta@example.test',
        planType: 'Annuale',
        subscriptionStatus: 'active',
        currentPeriodEnd: Math.floor(Date.now() / 1000) + 86_400,
        stripeCustomerId: 'cus_secret',
      })
      .where(eq(users.id, operator.userId));
    const saved = await addCustomTemplate(operator, true);
    const unsaved = await addCustomTemplate(operator, false);
    await addCustomTemplate(bob, true);

    const response = await getOperatorData(operator.userId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = OperatorDataResponse.parse(response.json());
    expect(Object.keys(response.json() as object).sort()).toEqual(['businessName', 'catalog_layouts', 'contactPhone', 'custom_templates', 'logoUrl', 'userId']);
    expect(body).toMatchObject({
      userId: operator.userId,
      businessName: 'Foto Sorrisi',
      logoUrl: `/api/logos/${operator.userId}/${'a'.repeat(32)}.png`,
      contactPhone: '+39 333 7654321',
    });
    expect(body.custom_templates.map((template) => template.id)).toEqual([saved.id]);
    // The upload is named by its id: the URL of its print-resolution file is never listed.
    expect(body.custom_templates[0]).toMatchObject({ theme: 'matrimonio', format: 'cartolina-verticale', original: catalogCustomOriginal(saved.id), preview: saved.preview });
    expect(response.body).not.toContain(saved.originalKey);
    expect(response.body).not.toContain('-original.');
    for (const secret of [operator.email, 'contatto-segreto', 'seconda-segreta', 'Annuale', 'active', 'cus_secret', unsaved.id]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers empty strings and no templates for an operator without a profile', async () => {
    const fresh = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await addCustomTemplate(fresh, false);
    const response = await getOperatorData(fresh.userId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(OperatorDataResponse.parse(response.json())).toEqual({ userId: fresh.userId, businessName: '', logoUrl: '', contactPhone: '', custom_templates: [], catalog_layouts: [] });
  });

  it('answers 404 for an unknown operator and 400 for a malformed id', async () => {
    const unknown = await getOperatorData('no-such-operator');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Operatore non trovato.' });
    for (const url of ['/api/get-operator-data', '/api/get-operator-data?userId=', `/api/get-operator-data?userId=${'x'.repeat(101)}`]) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('limits reads per client address', async () => {
    const address = nextAddress();
    for (let i = 0; i < getPerMinuteLimit; i += 1) expect((await getOperatorData(alice.userId, address)).statusCode).toBe(200);
    const limited = await getOperatorData(alice.userId, address);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect((await getOperatorData(alice.userId)).statusCode).toBe(200);
  });
});

describe('POST /api/save-catalog-request', () => {
  it('stores the trimmed request as nuova, mails the contact email and lists it on the dashboard', async () => {
    await t.database.db.update(users).set({ contactEmail: 'studio@alice.test' }).where(eq(users.id, alice.userId));
    await markAddressVerified(t.database.db, alice.userId, 'studio@alice.test');
    const response = await publicPost(
      '/api/save-catalog-request',
      requestBody(alice.userId, {
        formData: {
          names: '  Anna e Marco  ',
          eventDate: ' 14 giugno 2025 ',
          city: ' Roma ',
          otherText: '  Tema floreale, colori pastello.  ',
          email: ' anna@example.test ',
          phone: ' +39 333 1234567 ',
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { requestId } = SaveCatalogRequestResponse.parse(response.json());

    const [row] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(row).toMatchObject({
      operatorId: alice.userId,
      status: 'nuova',
      draftId: null,
      clientChanges: '',
      template: { displayName: 'Balloons Party', original_path: balloons.original, preview: balloons.preview },
      formData: {
        names: 'Anna e Marco',
        eventDate: '14 giugno 2025',
        city: 'Roma',
        otherText: 'Tema floreale, colori pastello.',
        email: 'anna@example.test',
        phone: '+39 333 1234567',
      },
    });

    const mails = await mailsTo('studio@alice.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nuova richiesta dal tuo catalogo');
    for (const part of ['Anna e Marco', '14 giugno 2025', 'Roma', 'anna@example.test', '+39 333 1234567', 'Tema floreale, colori pastello.', 'Balloons Party']) {
      expect(mails[0]?.body).toContain(part);
    }
    expect(await mailsTo(alice.email)).toHaveLength(0);

    const listed = await listRequests(alice);
    expect(listed.find((request) => request.id === requestId)).toMatchObject({
      status: 'nuova',
      clientChanges: '',
      template: { displayName: 'Balloons Party', original_path: balloons.original },
      formData: { names: 'Anna e Marco', city: 'Roma' },
    });
    expect((await listRequests(bob)).some((request) => request.id === requestId)).toBe(false);
  });

  it("mails the account email when the profile has no contact email, and takes email-only or phone-only contacts", async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const emailOnly = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: { phone: '' } }));
    expect(emailOnly.statusCode).toBe(201);
    const phoneOnly = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: { email: '', phone: '+393331234567' } }));
    expect(phoneOnly.statusCode).toBe(201);
    const withoutOptional = await publicPost('/api/save-catalog-request', {
      operatorId: operator.userId,
      template: { displayName: '', original: eucalyptus.original, preview: eucalyptus.preview },
      formData: { names: 'Luca', eventDate: 'sabato', city: 'Bari', email: 'luca@example.test' },
    });
    expect(withoutOptional.statusCode).toBe(201);
    const rows = await rowsOf(operator);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.formData.names === 'Luca')).toMatchObject({
      template: { displayName: 'Eucalyptus Bloom', original_path: eucalyptus.original },
      formData: { otherText: '', phone: '', email: 'luca@example.test' },
    });
    const mails = await mailsTo(operator.email);
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.subject.startsWith('Nuova richiesta dal tuo catalogo'))).toBe(true);
  });

  it.each([
    ['names missing', { names: undefined }],
    ['names empty', { names: '' }],
    ['names blank', { names: '   ' }],
    ['eventDate missing', { eventDate: undefined }],
    ['eventDate blank', { eventDate: ' ' }],
    ['city missing', { city: undefined }],
    ['city blank', { city: '\t' }],
    ['names too long', { names: 'n'.repeat(201) }],
    ['eventDate too long', { eventDate: 'd'.repeat(101) }],
    ['city too long', { city: 'c'.repeat(121) }],
    ['notes too long', { otherText: 'o'.repeat(2001) }],
    ['email too long', { email: `${'e'.repeat(250)}@x.it` }],
    ['phone too long', { phone: `+39${'1'.repeat(28)}` }],
    ['phone without +39', { phone: '333 1234567' }],
    ['phone with another prefix', { phone: '+41 79 123 45 67' }],
    ['phone of only +39', { phone: '+39' }],
    ['phone with letters', { phone: '+39 chiamami' }],
    ['email invalid', { email: 'anna@' }],
    ['neither email nor phone', { email: '', phone: '' }],
    ['neither email nor phone (blank)', { email: '  ', phone: ' ' }],
    ['names not a string', { names: 42 }],
  ])('refuses a form with %s (400, nothing stored, nothing mailed)', async (_case, change) => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const response = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: change }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(operator)).toHaveLength(0);
    expect(await mailsTo(operator.email)).toHaveLength(0);
  });

  it('refuses malformed bodies', async () => {
    const before = (await rowsOf(alice)).length;
    for (const body of [
      {},
      { ...requestBody(alice.userId), operatorId: '' },
      { ...requestBody(alice.userId), operatorId: undefined },
      { ...requestBody(alice.userId), template: undefined },
      { ...requestBody(alice.userId), template: { displayName: 'x', original: balloons.original } },
      { ...requestBody(alice.userId), template: { displayName: 'x'.repeat(201), original: balloons.original, preview: balloons.preview } },
      { ...requestBody(alice.userId), formData: undefined },
    ]) {
      const response = await publicPost('/api/save-catalog-request', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    const notJson = await publicPost('/api/save-catalog-request', '{"operatorId":');
    expect(notJson.statusCode).toBe(400);
    expect(errorOf(notJson).code).toBe('INVALID_JSON');
    expect(await rowsOf(alice)).toHaveLength(before);
  });

  it('stores markup as the text it is and answers JSON, never HTML', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const script = '<script>alert("x")</script>';
    const image = '<img src=x onerror="alert(1)"> & "quotes"';
    const response = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: { names: script, otherText: image, city: '</title><b>Roma' } }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const [row] = await rowsOf(operator);
    expect(row?.formData).toMatchObject({ names: script, otherText: image, city: '</title><b>Roma' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/catalog-requests', headers: { cookie: operator.browser.jar.header() } });
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(CatalogRequestsResponse.parse(listed.json()).requests[0]?.formData).toMatchObject({ names: script, otherText: image });
    const [mail] = await mailsTo(operator.email);
    expect(mail?.body).toContain(script);
    expect(mail?.body).toContain(image);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses line breaks and control characters in one-line fields, so no line of the mail can be forged', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    for (const formData of [{ names: 'Anna\r\nBcc: tutti@example.test\nMarco' }, { city: 'Roma\nEmail: finto@example.test' }, { eventDate: 'oggi\u2028domani' }]) {
      const response = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData }));
      expect(response.statusCode).toBe(400);
    }
    expect(await mailsTo(operator.email)).toHaveLength(0);
    // Notes may span lines.
    const notes = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: { otherText: 'Riga uno\nRiga due' } }));
    expect(notes.statusCode).toBe(201);
  });

  it('accepts only a real template: built-in with its own preview, or one of this operator\'s saved templates', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const own = await addCustomTemplate(operator, true);
    const ownUnsaved = await addCustomTemplate(operator, false);
    const bobs = await addCustomTemplate(bob, true);
    const refused = [
      { displayName: 'Nope', original: '/assets/templates/compleanno/cartolina_orizzontale/nope.png', preview: balloons.preview },
      { displayName: 'Balloons Party', original: balloons.original, preview: eucalyptus.preview },
      { displayName: 'Balloons Party', original: balloons.original.toUpperCase(), preview: balloons.preview },
      { displayName: 'Mine', original: bobs.original, preview: bobs.preview },
      { displayName: 'Mine', original: ownUnsaved.original, preview: ownUnsaved.preview },
      { displayName: 'Mine', original: own.original, preview: bobs.preview },
      { displayName: 'Mine', original: own.original, preview: ownUnsaved.preview },
      { displayName: 'Mine', original: `/api/custom-templates/file?key=${own.originalKey}`, preview: own.preview },
      { displayName: 'Mine', original: `https://evil.example${own.original}`, preview: own.preview },
      { displayName: 'x', original: 'javascript:alert(1)', preview: 'javascript:alert(1)' },
    ];
    for (const template of refused) {
      const response = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { template }));
      expect(response.statusCode, JSON.stringify(template)).toBe(400);
      expect(errorOf(response).code).toBe('TEMPLATE_INVALID');
    }
    expect(await rowsOf(operator)).toHaveLength(0);
    expect(await mailsTo(operator.email)).toHaveLength(0);

    const named = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { template: { displayName: ' Il mio layout ', original: own.original, preview: own.preview } }));
    expect(named.statusCode).toBe(201);
    const unnamed = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { template: { displayName: '', original: own.original, preview: own.preview } }));
    expect(unnamed.statusCode).toBe(201);
    const [first, second] = await Promise.all(
      [named, unnamed].map(async (response) => {
        const { requestId } = SaveCatalogRequestResponse.parse(response.json());
        const [row] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
        return row;
      }),
    );
    expect(first?.template).toEqual({ displayName: 'Il mio layout', original_path: own.original, preview: own.preview });
    expect(second?.template).toEqual({ displayName: customTemplateFallbackName, original_path: own.original, preview: own.preview });
  });

  it("takes an upload by the id the catalogue lists, only a saved one of this operator's with its own preview", async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const own = await addCustomTemplate(operator, true);
    const ownUnsaved = await addCustomTemplate(operator, false);
    const bobs = await addCustomTemplate(bob, true);
    const refused = [
      { displayName: 'Mine', original: catalogCustomOriginal(bobs.id), preview: bobs.preview },
      { displayName: 'Mine', original: catalogCustomOriginal(ownUnsaved.id), preview: ownUnsaved.preview },
      { displayName: 'Mine', original: catalogCustomOriginal(own.id), preview: bobs.preview },
      { displayName: 'Mine', original: 'custom:../../etc', preview: own.preview },
    ];
    for (const template of refused) {
      const response = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { template }));
      expect(response.statusCode, JSON.stringify(template)).toBe(400);
      expect(errorOf(response).code).toBe('TEMPLATE_INVALID');
    }
    const sent = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { template: { displayName: 'Festa di Anna', original: catalogCustomOriginal(own.id), preview: own.preview } }));
    expect(sent.statusCode, sent.body).toBe(201);
    // Stored with the file's URL, as the operator's dashboard reads it.
    expect((await rowsOf(operator)).map((row) => row.template)).toEqual([{ displayName: 'Festa di Anna', original_path: own.original, preview: own.preview }]);
  });

  it('names a built-in template by its path, whatever name the client sends', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const response = await publicPost(
      '/api/save-catalog-request',
      requestBody(operator.userId, { template: { displayName: 'Sconto 90%, clicca qui', original: balloons.original, preview: balloons.preview } }),
    );
    expect(response.statusCode).toBe(201);
    expect((await rowsOf(operator))[0]?.template.displayName).toBe('Balloons Party');
  });

  it('answers 404 for an unknown operator and stores nothing', async () => {
    const operatorId = `ghost-${randomUUID()}`;
    const response = await publicPost('/api/save-catalog-request', requestBody(operatorId));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Operatore non trovato.' });
    expect(await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.operatorId, operatorId))).toHaveLength(0);
  });

  it('refuses cross-site posts and takes same-origin ones and clients that are not browsers', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost:8080' },
      { 'sec-fetch-site': 'cross-site', origin: testPublicUrl },
    ];
    for (const headers of forgeries) {
      const forged = await publicPost('/api/save-catalog-request', requestBody(operator.userId), { headers });
      expect(forged.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorOf(forged).code).toBe('CSRF_REJECTED');
    }
    expect(await rowsOf(operator)).toHaveLength(0);
    // A same-origin fetch from our own page, and a script without browser labels (it holds no cookie of anyone's).
    expect((await publicPost('/api/save-catalog-request', requestBody(operator.userId))).statusCode).toBe(201);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/save-catalog-request',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(await withCatalogProof(t.app, requestBody(operator.userId))),
    });
    expect(bare.statusCode).toBe(201);
    expect(await rowsOf(operator)).toHaveLength(2);
  });

  it('caps the requests one operator receives in an hour, whichever addresses send them', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    for (let i = 0; i < perOperatorHourLimit; i += 1) {
      expect((await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: { names: `Cliente ${i}` } }))).statusCode).toBe(201);
    }
    const refused = await publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: { names: 'Uno di troppo' } }));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(await rowsOf(operator)).toHaveLength(perOperatorHourLimit);
    expect(await mailsTo(operator.email)).toHaveLength(perOperatorHourLimit);
    // Another operator is not affected.
    expect((await publicPost('/api/save-catalog-request', requestBody(bob.userId))).statusCode).toBe(201);

    // An hour later the room is back.
    const [oldest] = await rowsOf(operator);
    await t.database.db
      .update(catalogRequests)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(and(eq(catalogRequests.operatorId, operator.userId), eq(catalogRequests.id, oldest?.id ?? '')));
    expect((await publicPost('/api/save-catalog-request', requestBody(operator.userId))).statusCode).toBe(201);
    expect((await publicPost('/api/save-catalog-request', requestBody(operator.userId))).statusCode).toBe(429);
  });

  it('holds the hourly cap under parallel requests', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const responses = await Promise.all(
      Array.from({ length: perOperatorHourLimit * 3 }, (_unused, i) =>
        publicPost('/api/save-catalog-request', requestBody(operator.userId, { formData: { names: `Parallelo ${i}` } })),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(perOperatorHourLimit);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(perOperatorHourLimit * 2);
    expect(await rowsOf(operator)).toHaveLength(perOperatorHourLimit);
  });

  it('limits posts per client address', async () => {
    const address = nextAddress();
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    for (let i = 0; i < perAddressMinuteLimit; i += 1) {
      expect((await publicPost('/api/save-catalog-request', requestBody(operator.userId), { remoteAddress: address })).statusCode).toBe(201);
    }
    const limited = await publicPost('/api/save-catalog-request', requestBody(operator.userId), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({ code: 'RATE_LIMITED', message: 'Troppe richieste. Riprova tra poco.' });
    expect(await rowsOf(operator)).toHaveLength(perAddressMinuteLimit);
  });
});
