import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCatalogProof } from '../test-support/catalog-proof.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { fingerprintDatabase } from '../test-support/database-fingerprint.js';
import { createOperatorObjects, fixtureTemplate, type OperatorObjects } from '../test-support/operator-fixture.js';
import { sendRaw } from '../test-support/raw-http.js';
import { readFontsourceFile } from '../test-support/test-fonts.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng } from '../test-support/test-png.js';
import { listForbiddenChanges, readSensitiveState } from '../test-support/sensitive-state.js';
import { giveAnnualPlan, newDraftId } from '../test-support/upload-kit.js';
import { sampleLayoutDocument } from '../test-support/layout-kit.js';

type Actor = 'visitor' | 'owner' | 'other';

interface Call {
  /** Query string or filled-in path; the route's own URL when absent. */
  url?: string;
  payload?: unknown;
}

interface Expected {
  status: number;
  /** Further checks on the answer (a list must not show the owner's things …). */
  check?: (response: LightMyRequestResponse, objects: OperatorObjects) => void;
  /** The owner's call must change the database (so the fingerprint could see a change). */
  changes?: boolean;
}

/**
 * One row per registered /api route. `private` routes answer a visitor 401; `other` is another
 * operator (with the same annual plan) calling with the owner's ids: a foreign object is a 404.
 * `owner` proves the same call is well-formed. A refused call must change nothing in the database.
 */
interface RouteRow {
  access: 'public' | 'private' | 'signed';
  call: (objects: OperatorObjects) => Call;
  visitor?: Expected;
  owner?: Expected;
  other?: Expected;
}

const tinyPng = await createTestPng(24, 36);
const dataUrl = `data:image/png;base64,${tinyPng.toString('base64')}`;
// One face per upload: the same face twice is a 409 by design.
const uploadFamilies = ['pacifico', 'lobster', 'satisfy', 'sacramento', 'allura', 'parisienne'];
let uploadCount = 0;
const nextFontFile = () => {
  const family = uploadFamilies[uploadCount++ % uploadFamilies.length] ?? 'pacifico';
  return readFontsourceFile(family, `${family}-latin-400-normal.woff2`).toString('base64');
};
const hidesOwner = (response: LightMyRequestResponse, objects: OperatorObjects) => {
  for (const secret of [objects.requestId, objects.savedTemplateId, objects.draftId]) expect(response.body).not.toContain(secret);
};

let t: TestApp;
let owner: TestOperator;
let other: TestOperator;
let ownerId = '';
/** Solved proofs of work for the catalogue request, one per call (each is accepted once). */
const proofs: string[] = [];

const table: Record<string, RouteRow> = {
  'GET /api/health': { access: 'public', call: () => ({}), visitor: { status: 200 } },
  // The owner's call confirms with another address: refused, so the owner's account stays for the next rows.
  'POST /api/account/delete': { access: 'private', call: () => ({ payload: { confirmEmail: 'nobody@example.test' } }), owner: { status: 400 } },
  'POST /api/account/exports': { access: 'private', call: () => ({ payload: {} }), owner: { status: 202, changes: true } },
  'GET /api/account/exports/latest': { access: 'private', call: () => ({}), owner: { status: 200 } },
  'GET /api/account/exports/:id/download': { access: 'private', call: () => ({ url: '/api/account/exports/exp_never_made/download' }), other: { status: 404 } },
  'GET /api/me': { access: 'public', call: () => ({}), visitor: { status: 200, check: (r) => expect(r.json()).toMatchObject({ user: null }) } },
  'POST /api/create-draft': {
    access: 'private',
    // Another operator sending the owner's draft id cannot overwrite it.
    call: (o) => ({ payload: { image: dataUrl, draftId: o.draftId } }),
    other: { status: 409 },
  },
  'GET /api/get-draft': { access: 'public', call: (o) => ({ url: `/api/get-draft?id=${o.draftId}` }), visitor: { status: 200 } },
  'POST /api/check-download-status': {
    access: 'private',
    call: (o) => ({ payload: { templateId: o.activePassTemplateId } }),
    owner: { status: 200, check: (r) => expect(r.json()).toMatchObject({ canDownload: true }) },
    // Both are annual: the other sees their own unlimited plan, never the owner's pass of 3.
    other: { status: 200, check: (r) => expect(r.json()).toMatchObject({ downloadsRemaining: 'illimitati' }) },
  },
  'POST /api/authorize-and-decrement-download': {
    access: 'private',
    call: (o) => ({ payload: { templateId: o.activePassTemplateId } }),
    owner: { status: 200 },
    // The other's own (unlimited) plan answers; the owner's pass is not spent (database unchanged).
    other: { status: 200 },
  },
  'POST /api/update-request-draft-id': {
    access: 'private',
    call: (o) => ({ payload: { requestId: o.requestId, draftId: o.draftId } }),
    owner: { status: 200 },
    other: { status: 404 },
  },
  'POST /api/upload-logo': { access: 'private', call: () => ({ payload: { logoBase64: dataUrl, logoType: 'image/png' } }), owner: { status: 200 } },
  'GET /api/logos/:userId/:file': { access: 'public', call: (o) => ({ url: o.logoUrl }), visitor: { status: 200 } },
  'POST /api/update-user-metadata': {
    access: 'private',
    // The owner's logo URL in another operator's profile is refused.
    call: (o) => ({ payload: { businessName: 'X', logoUrl: o.logoUrl, contactEmail: 'x@example.test', contactPhone: '', secondaryEmail: '' } }),
    owner: { status: 200 },
    other: { status: 400 },
  },
  'GET /api/account': { access: 'private', call: () => ({}), owner: { status: 200 }, other: { status: 200 } },
  // Refused for the owner too (a wrong current password, a stranger's address, no such session): the point is the visitor's 401.
  'POST /api/account/password': { access: 'private', call: () => ({ payload: { currentPassword: 'sbagliata', newPassword: 'Lanterna-Girasole-42' } }), owner: { status: 400 } },
  'POST /api/account/login-email': { access: 'private', call: () => ({ payload: { newEmail: 'nuovo@example.test', currentPassword: 'sbagliata' } }), owner: { status: 400 } },
  'POST /api/account/confirmation-mail': { access: 'private', call: () => ({ payload: { address: 'estraneo@example.test' } }), owner: { status: 400 } },
  'POST /api/account/end-session': { access: 'private', call: () => ({ payload: { sessionId: 'sconosciuta' } }), owner: { status: 404 } },
  'GET /api/catalog-requests': {
    access: 'private',
    call: () => ({}),
    owner: { status: 200, check: (r, o) => expect(r.body).toContain(o.requestId) },
    other: { status: 200, check: hidesOwner },
  },
  'GET /api/catalog-requests/new-count': {
    access: 'private',
    call: () => ({}),
    owner: { status: 200, check: (r) => expect((r.json() as { count: number }).count).toBeGreaterThan(0) },
    other: { status: 200, check: (r) => expect(r.json()).toEqual({ count: 0 }) },
  },
  'GET /api/catalog-requests/export.csv': {
    access: 'private',
    call: () => ({}),
    // The fixture's request is for 'Anna e Luca'.
    owner: { status: 200, check: (r) => expect(r.body).toContain('Anna e Luca') },
    other: { status: 200, check: (r) => expect(r.body).not.toContain('Anna e Luca') },
  },
  'POST /api/erase-request-personal-data': { access: 'private', call: (o) => ({ payload: { requestId: o.requestId } }), owner: { status: 200, changes: true }, other: { status: 404 } },
  'POST /api/delete-catalog-request': { access: 'private', call: (o) => ({ payload: { requestId: o.requestId } }), owner: { status: 200, changes: true }, other: { status: 404 } },
  'POST /api/update-request-status': {
    access: 'private',
    call: (o) => ({ payload: { requestId: o.requestId, newStatus: 'annullata' } }),
    owner: { status: 200, changes: true },
    other: { status: 404 },
  },
  'POST /api/delete-unlocked-template': {
    access: 'private',
    call: (o) => ({ payload: { templateId: o.expiredPassTemplateId } }),
    owner: { status: 200, changes: true },
    other: { status: 404 },
  },
  'GET /api/unlocked-templates': {
    access: 'private',
    // The largest page: the sweep's rows give the owner many passes, the newest one last.
    call: () => ({ url: '/api/unlocked-templates?state=active&limit=50' }),
    owner: { status: 200, check: (r, o) => expect(r.body).toContain(o.activePassTemplateId) },
    other: { status: 200, check: (r, o) => expect(r.body).not.toContain(o.activePassTemplateId) },
  },
  'POST /api/upload-custom-template': {
    access: 'private',
    call: () => ({ payload: { theme: 'matrimonio', format: 'cartolina-verticale', originalFile: dataUrl, previewFile: dataUrl, originalFileName: 'a.png', previewFileName: 'b.png' } }),
    owner: { status: 201 },
  },
  'POST /api/save-custom-template-metadata': {
    access: 'private',
    call: (o) => ({ payload: { theme: 'laurea', format: 'cartolina-verticale', ...o.pendingPaths } }),
    owner: { status: 200, changes: true },
    other: { status: 404 },
  },
  'POST /api/delete-custom-template': { access: 'private', call: (o) => ({ payload: { templateId: o.savedTemplateId } }), owner: { status: 200, changes: true }, other: { status: 404 } },
  'POST /api/update-custom-template': {
    access: 'private',
    call: (o) => ({ payload: { templateId: o.savedTemplateId, theme: 'bambini', format: 'photostrip-verticale' } }),
    owner: { status: 200, changes: true },
    other: { status: 404 },
  },
  'GET /api/custom-templates': {
    access: 'private',
    call: () => ({}),
    owner: { status: 200, check: (r, o) => expect(r.body).toContain(o.savedTemplateId) },
    other: { status: 200, check: hidesOwner },
  },
  // The print original: its owner's while they have the plan (the preview stays public: custom-templates-routes.test.ts).
  'GET /api/custom-templates/file': { access: 'private', call: (o) => ({ url: o.savedTemplateFileUrl }), owner: { status: 200 }, other: { status: 404 } },
  'GET /api/get-operator-data': { access: 'public', call: () => ({ url: `/api/get-operator-data?userId=${ownerId}` }), visitor: { status: 200 } },
  'GET /api/catalog-request-challenge': { access: 'public', call: () => ({}), visitor: { status: 200 } },
  'POST /api/save-catalog-request': {
    access: 'public',
    call: () => ({
      payload: {
        proof: proofs.shift() ?? '',
        operatorId: ownerId,
        template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
        formData: { names: 'Marta', eventDate: '2 luglio', city: 'Bari', otherText: '', email: 'marta@example.test', phone: '' },
      },
    }),
    visitor: { status: 201 },
  },
  'POST /api/draft-view': {
    access: 'public',
    // The client's page reads where its own draft stands (and records the first view).
    call: (o) => ({ payload: { operatorId: ownerId, requestId: o.requestId, draftId: o.draftId } }),
    visitor: { status: 200, check: (r) => expect(['open', 'approved']).toContain((r.json() as { standing: string }).standing) },
  },
  'POST /api/update-request-from-client': {
    access: 'public',
    // The draft link is the client's proof: whoever holds it may answer, nobody else.
    call: (o) => ({ payload: { operatorId: ownerId, requestId: o.requestId, draftId: o.draftId, action: 'approve' } }),
    visitor: { status: 200 },
  },
  // The fixture's draft is a plain image (no account layout): nothing to show or edit, so the
  // link gets a 404 and nothing is stored (client-proposals.test.ts covers a layout's draft).
  'GET /api/draft-layout': { access: 'public', call: (o) => ({ url: `/api/draft-layout?id=${o.draftId}&operatorId=${encodeURIComponent(ownerId)}` }), visitor: { status: 404 } },
  'POST /api/propose-client-fields': {
    access: 'public',
    call: (o) => ({ payload: { operatorId: ownerId, draftId: o.draftId, fields: [{ elementId: 'el-1', content: 'Intruso' }] } }),
    visitor: { status: 404 },
  },
  'POST /api/delete-sender-requests': { access: 'private', call: (o) => ({ payload: { requestId: o.requestId } }), owner: { status: 200, changes: true }, other: { status: 404 } },
  'POST /api/contact': {
    access: 'public',
    call: () => ({ payload: { name: 'Marta', email: 'marta@example.test', subject: 'general', message: 'Ciao' } }),
    visitor: { status: 201 },
  },
  'POST /api/desktop-link': {
    access: 'public',
    call: () => ({ payload: { email: 'marta@example.test' } }),
    visitor: { status: 202 },
  },
  'POST /api/create-checkout-session': {
    access: 'private',
    call: () => ({ payload: { purchaseType: 'unlock_template', templateId: 'x', templatePath: fixtureTemplate.original } }),
  },
  // The portal of a customer the caller is not: nothing to open.
  'POST /api/create-portal-session': { access: 'private', call: () => ({ payload: {} }), other: { status: 409 } },
  'GET /api/layouts': {
    access: 'private',
    call: () => ({}),
    owner: { status: 200, check: (r, o) => expect(r.body).toContain(o.layoutId) },
    other: { status: 200, check: (r, o) => expect(r.body).not.toContain(o.layoutId) },
  },
  // A copy of the owner's layout: another operator gets nothing to copy.
  'POST /api/layouts': { access: 'private', call: (o) => ({ payload: { source: { kind: 'copy', layoutId: o.layoutId } } }), owner: { status: 201, changes: true }, other: { status: 404 } },
  'GET /api/layouts/:id': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}` }), owner: { status: 200 }, other: { status: 404 } },
  'PUT /api/layouts/:id': {
    access: 'private',
    // force: a foreign save over the owner's layout is the worst case, and still a 404.
    call: (o) => ({ url: `/api/layouts/${o.layoutId}`, payload: { baseRevision: 1, force: true, document: sampleLayoutDocument({ marker: 'Intruso' }) } }),
    owner: { status: 200, changes: true },
    other: { status: 404 },
  },
  // 'Mostra nel catalogo': the owner's switch; another operator's call finds no layout.
  'PUT /api/layouts/:id/catalog': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/catalog`, payload: { shownInCatalog: true } }), owner: { status: 200, changes: true }, other: { status: 404 } },
  // A layout its owner has not marked for the catalogue is not served to anyone (catalog-layouts.test.ts serves a marked one).
  'GET /api/catalog-layouts/:operatorId/:layoutId/preview': { access: 'public', call: (o) => ({ url: `/api/catalog-layouts/${ownerId}/${o.layoutId}/preview?v=1` }), visitor: { status: 404 } },
  'PATCH /api/layouts/:id': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}`, payload: { name: 'Rinominato' } }), owner: { status: 200, changes: true }, other: { status: 404 } },
  'DELETE /api/layouts/:id': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}` }), owner: { status: 200, changes: true }, other: { status: 404 } },
  'GET /api/layouts/:id/proposals': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/proposals` }), owner: { status: 200 }, other: { status: 404 } },
  'POST /api/layouts/:id/proposals/:proposalId/accept': {
    access: 'private',
    call: (o) => ({ url: `/api/layouts/${o.layoutId}/proposals/prp_neverMadeNeverMade00/accept` }),
    owner: { status: 404 },
    other: { status: 404 },
  },
  'POST /api/layouts/:id/proposals/:proposalId/refuse': {
    access: 'private',
    call: (o) => ({ url: `/api/layouts/${o.layoutId}/proposals/prp_neverMadeNeverMade00/refuse` }),
    owner: { status: 404 },
    other: { status: 404 },
  },
  'POST /api/layouts/:id/restore': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.deletedLayoutId}/restore` }), owner: { status: 200, changes: true }, other: { status: 404 } },
  'POST /api/layouts/:id/duplicate': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/duplicate` }), owner: { status: 201, changes: true }, other: { status: 404 } },
  'POST /api/layouts/:id/downloads': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/downloads`, payload: { format: 'png' } }), owner: { status: 200, changes: false }, other: { status: 404 } },
  'POST /api/layouts/:id/downloads/booth': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/downloads/booth`, payload: {} }), owner: { status: 200, changes: false }, other: { status: 404 } },
  // Booth pack links: the publish (the server builds the pack) and the link's writes are run by their own test (booth-pack-links.test.ts).
  'GET /api/layouts/:id/booth-pack': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/booth-pack` }), owner: { status: 200 }, other: { status: 404 } },
  'PUT /api/layouts/:id/booth-pack': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/booth-pack`, payload: {} }), other: { status: 404 } },
  'PATCH /api/layouts/:id/booth-pack': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/booth-pack`, payload: { expiresAt: null } }), other: { status: 404 } },
  'POST /api/layouts/:id/booth-pack/pull-url': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/booth-pack/pull-url`, payload: {} }), owner: { status: 200 }, other: { status: 404 } },
  'DELETE /api/layouts/:id/booth-pack': { access: 'private', call: (o) => ({ url: `/api/layouts/${o.layoutId}/booth-pack` }), other: { status: 404 } },
  'GET /api/layouts/:id/booth-pack/approval-publish': {
    access: 'private',
    call: (o) => ({ url: `/api/layouts/${o.layoutId}/booth-pack/approval-publish` }),
    owner: { status: 200 },
    other: { status: 404 },
  },
  'PUT /api/layouts/:id/booth-pack/approval-publish': {
    access: 'private',
    call: (o) => ({ url: `/api/layouts/${o.layoutId}/booth-pack/approval-publish`, payload: { isEnabled: true, printerId: 'dnp-ds620', language: 'it' } }),
    owner: { status: 200, changes: true },
    other: { status: 404 },
  },
  'GET /api/layouts/:id/thumbnail': { access: 'private', call: (o) => ({ url: o.layoutThumbnailUrl }), owner: { status: 200 }, other: { status: 404 } },
  'POST /api/layout-images': { access: 'private', call: () => ({ payload: { image: dataUrl } }), owner: { status: 201, changes: true } },
  'GET /api/layout-images/:name': { access: 'private', call: (o) => ({ url: o.layoutImageUrl }), owner: { status: 200 }, other: { status: 404 } },
  'GET /api/brand-fonts': {
    access: 'private',
    call: () => ({}),
    owner: { status: 200, check: (r, o) => expect(r.body).toContain(o.brandFontId) },
    other: { status: 200, check: (r, o) => expect(r.body).not.toContain(o.brandFontId) },
  },
  'POST /api/brand-fonts': { access: 'private', call: () => ({ payload: { file: nextFontFile() } }), owner: { status: 201, changes: true } },
  'GET /api/brand-fonts/:name': { access: 'private', call: (o) => ({ url: o.brandFontUrl }), owner: { status: 200 }, other: { status: 404 } },
  'DELETE /api/brand-fonts/:id': { access: 'private', call: (o) => ({ url: `/api/brand-fonts/${o.brandFontId}` }), owner: { status: 204, changes: true }, other: { status: 404 } },
  'POST /api/webhooks/stripe': { access: 'signed', call: () => ({ payload: { id: 'evt_x', type: 'checkout.session.completed' } }), visitor: { status: 400 } },
};

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_PUBLIC_POST_PER_MINUTE: '1000', RATE_LIMIT_CONTACT_PER_MINUTE: '1000', CATALOG_PROOF_OF_WORK_MAX: '100', RATE_LIMIT_LAYOUT_WRITES_PER_MINUTE: '1000', CATALOG_REQUESTS_PER_OPERATOR_HOUR: '1000', CATALOG_REQUESTS_PER_NETWORK_HOUR: '1000' },
    { builtInTemplates: [fixtureTemplate] },
  );
  [owner, other] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  ownerId = owner.userId;
  for (let i = 0; i < 8; i += 1) proofs.push(await solveCatalogProof(t.app));
  await giveAnnualPlan(t.database.db, owner.userId);
  await giveAnnualPlan(t.database.db, other.userId);
});
afterAll(async () => {
  await t.close();
});

function send(actor: Actor, method: string, routeUrl: string, call: Call): Promise<LightMyRequestResponse> {
  const operator = actor === 'owner' ? owner : actor === 'other' ? other : undefined;
  const headers: Record<string, string> = { origin: testPublicUrl, 'sec-fetch-site': 'same-origin' };
  if (operator !== undefined) headers.cookie = operator.browser.jar.header();
  const url = call.url ?? routeUrl;
  if (method === 'GET') return t.app.inject({ method: 'GET', url, headers });
  if (method === 'DELETE' && call.payload === undefined) return t.app.inject({ method, url, headers });
  const writeMethod = method === 'PUT' || method === 'PATCH' || method === 'DELETE' ? method : 'POST';
  return t.app.inject({ method: writeMethod, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(call.payload ?? {}) });
}

const routeKeys = () => t.app.apiRoutes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS').map((route) => `${route.method} ${route.url}`);

describe('access control on every /api route', () => {
  it('has a row for every registered route, and none for a route that is gone', () => {
    const registered = routeKeys();
    expect(registered.filter((key) => !(key in table))).toEqual([]);
    expect(Object.keys(table).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('answers a visitor 401 on every private route and a foreign object 404, changing nothing', async () => {
    const objects = await createOperatorObjects(t.database.db, owner, tinyPng);
    for (const key of routeKeys()) {
      const row = table[key];
      if (row === undefined) continue;
      const [method = '', routeUrl = ''] = key.split(' ');
      const call = row.call(objects);
      if (row.access !== 'public') {
        const before = await fingerprintDatabase(t.database.db);
        const visitor = await send('visitor', method, routeUrl, call);
        expect(visitor.statusCode, `visitor ${key}`).toBe(row.visitor?.status ?? 401);
        row.visitor?.check?.(visitor, objects);
        expect(await fingerprintDatabase(t.database.db), `visitor ${key} changed the database`).toEqual(before);
      }
      if (row.other !== undefined) {
        const before = await fingerprintDatabase(t.database.db);
        const response = await send('other', method, routeUrl, call);
        expect(response.statusCode, `other operator ${key}: ${response.body}`).toBe(row.other.status);
        row.other.check?.(response, objects);
        expect(await fingerprintDatabase(t.database.db), `other operator ${key} changed the database`).toEqual(before);
      }
    }
  }, 240_000);

  it('serves public routes to a visitor', async () => {
    const objects = await createOperatorObjects(t.database.db, owner, tinyPng);
    for (const [key, row] of Object.entries(table)) {
      if (row.access !== 'public') continue;
      const [method = '', routeUrl = ''] = key.split(' ');
      const response = await send('visitor', method, routeUrl, row.call(objects));
      expect(response.statusCode, `visitor ${key}: ${response.body}`).toBe(row.visitor?.status);
      row.visitor?.check?.(response, objects);
    }
  });

  it('accepts the very same calls from the owner, so the refusals above are about who calls', async () => {
    for (const [key, row] of Object.entries(table)) {
      if (row.owner === undefined) continue;
      // Fresh objects each time: some calls delete or spend what they act on.
      const objects = await createOperatorObjects(t.database.db, owner, tinyPng);
      const [method = '', routeUrl = ''] = key.split(' ');
      const call = key === 'POST /api/create-draft' ? { payload: { image: dataUrl, draftId: newDraftId() } } : row.call(objects);
      const before = await fingerprintDatabase(t.database.db);
      const response = await send('owner', method, routeUrl, call);
      expect(response.statusCode, `owner ${key}: ${response.body}`).toBe(row.owner.status);
      if (row.owner.changes === true) expect(await fingerprintDatabase(t.database.db), `owner ${key}`).not.toEqual(before);
      row.owner.check?.(response, objects);
    }
  }, 240_000);
});

describe('a visitor\'s body is never read', () => {
  it('answers 401 on every private route that takes a body while the body has barely begun and will never finish', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const objects = await createOperatorObjects(t.database.db, owner, tinyPng);
    // The checkout is open to visitors for a custom layout, so it reads its (small, 1 MB) body first.
    const writes = Object.entries(table).filter(
      ([key, row]) => row.access === 'private' && !key.startsWith('GET ') && !key.startsWith('DELETE ') && key !== 'POST /api/create-checkout-session',
    );
    expect(writes.length).toBeGreaterThan(20);
    for (const [key, row] of writes) {
      const [method = '', routeUrl = ''] = key.split(' ');
      const head = [
        `${method} ${row.call(objects).url ?? routeUrl} HTTP/1.1`,
        'Host: localhost:8080',
        `Origin: ${testPublicUrl}`,
        'Sec-Fetch-Site: same-origin',
        'Content-Type: application/json',
        // Ten megabytes announced, a few bytes sent: a handler that waits for the body never answers.
        'Content-Length: 10000000',
        '',
        '',
      ].join('\r\n');
      const response = await sendRaw(port, head, ['{"a":'], { timeoutMs: 10_000 });
      expect(response?.status, `visitor ${key}`).toBe(401);
      expect(response?.body, key).toContain('UNAUTHENTICATED');
    }
  });
});

describe('mass assignment', () => {
  it('ignores plan, downloads, expiry and owner fields sent to any write (or refuses with 400), changing none of them', async () => {
    const extras = {
      userId: '', user_id: '', ownerId: '', operator_id: '',
      planType: 'Gratuito', plan_type: 'Gratuito', plan: 'Gratuito',
      subscriptionStatus: 'canceled', currentPeriodEnd: 1, stripeCustomerId: 'cus_evil', stripe_customer_id: 'cus_evil',
      downloadsRemaining: 999, downloads_remaining: 999,
      unlockExpiryDate: '2099-01-01T00:00:00Z', unlock_expiry_date: '2099-01-01T00:00:00Z', expiry: '2099-01-01T00:00:00Z',
      saved: true, status: 'approvata', email: 'someone-else@example.test', id: 'evil-id',
    };
    const writes = Object.entries(table).filter(([key, row]) => key.startsWith('POST ') && row.access !== 'signed');
    expect(writes.length).toBeGreaterThan(15);
    for (const [key, row] of writes) {
      const objects = await createOperatorObjects(t.database.db, owner, tinyPng);
      const [method = '', routeUrl = ''] = key.split(' ');
      const call = key === 'POST /api/create-draft' ? { payload: { image: dataUrl, draftId: newDraftId() } } : row.call(objects);
      const hostile = { ...extras, userId: other.userId, user_id: other.userId, ownerId: other.userId, operator_id: other.userId, ...(call.payload as object) };
      const actor: Actor = row.access === 'public' ? 'visitor' : 'owner';
      const before = await readSensitiveState(t.database.db);
      const response = await send(actor, method, routeUrl, { ...call, payload: hostile });
      const expected = (actor === 'owner' ? row.owner?.status : row.visitor?.status) ?? response.statusCode;
      expect([expected, 400], `${key}: ${response.body}`).toContain(response.statusCode);
      expect(response.statusCode, key).toBeLessThan(500);
      expect(listForbiddenChanges(before, await readSensitiveState(t.database.db), actor === 'owner' ? owner.userId : undefined), key).toEqual([]);
    }
    // Some writes draw files (the print files, the booth pack zip) in the render workers.
  }, 240_000);
});

describe('draft links', () => {
  it('a link for draft X never reads or changes draft Y, of the same operator or another', async () => {
    const x = await createOperatorObjects(t.database.db, owner, tinyPng);
    const y = await createOperatorObjects(t.database.db, owner, tinyPng);
    const z = await createOperatorObjects(t.database.db, other, tinyPng);
    const answer = (payload: Record<string, unknown>) => send('visitor', 'POST', '/api/update-request-from-client', { payload: { action: 'request_changes', changes: 'Più grande', ...payload } });
    const before = await fingerprintDatabase(t.database.db);
    // X's draft with Y's request, Y's draft with X's request, X's draft against another operator's request.
    for (const payload of [
      { operatorId: owner.userId, requestId: y.requestId, draftId: x.draftId },
      { operatorId: owner.userId, requestId: x.requestId, draftId: y.draftId },
      { operatorId: other.userId, requestId: z.requestId, draftId: x.draftId },
      { operatorId: owner.userId, requestId: z.requestId, draftId: z.draftId },
    ]) {
      const response = await answer(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      // The page's standing of a mismatched link names no other draft, and records no view.
      const standing = await send('visitor', 'POST', '/api/draft-view', { payload });
      expect([200, 404], JSON.stringify(payload)).toContain(standing.statusCode);
      for (const secret of [x.draftId, y.draftId, z.draftId].filter((id) => id !== payload.draftId)) expect(standing.body).not.toContain(secret);
    }
    expect(await fingerprintDatabase(t.database.db)).toEqual(before);
    // X's own link changes X's request and nothing of Y's.
    const ownAnswer = await answer({ operatorId: owner.userId, requestId: x.requestId, draftId: x.draftId });
    expect(ownAnswer.statusCode).toBe(200);
    const list = await send('owner', 'GET', '/api/catalog-requests', {});
    const requests = (list.json() as { requests: { id: string; status: string }[] }).requests;
    expect(requests.find((request) => request.id === x.requestId)?.status).toBe('modifiche_richieste');
    expect(requests.find((request) => request.id === y.requestId)?.status).toBe('nuova');
    // The draft image itself is read by its own id only.
    const draftY = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${y.draftId}` });
    const draftX = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${x.draftId}` });
    expect(draftX.statusCode).toBe(200);
    expect(draftY.statusCode).toBe(200);
    expect(draftX.headers['content-disposition']).toContain(x.draftId);
  });
});
