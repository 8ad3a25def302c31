import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DraftLayoutResponse, ListLayoutProposalsResponse } from '../../../../shared/api/client-proposals.js';
import { LayoutRecord } from '../../../../shared/api/layouts.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { placeholderFixture, textFixture } from '../../../../shared/client-fields/client-fields.fixture.js';
import { callApi, createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const newDraftId = () => createDraftId(layoutTemplate.path, new Date(), randomBytes(16));

/** Names the client may change, a date line the client may not, and a photo frame. */
function markedDocument(): LayoutDocument {
  return {
    schemaVersion: 1,
    template: layoutTemplate,
    elements: [placeholderFixture('photo'), textFixture('names', 'Nome & Nome', { clientEditable: true }), textFixture('date', '14/06/2026')],
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true', RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_PUBLIC_POST_PER_MINUTE: '1000' });
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .png()
    .toFile(file);
});
afterAll(async () => {
  await t.close();
});

interface Shared {
  operator: TestOperator;
  layout: LayoutRecord;
  draftId: string;
}

async function shareMarkedLayout(operator?: TestOperator): Promise<Shared> {
  const owner = operator ?? (await TestOperator.signUp(t.app));
  const layout = await createSampleLayout(t.app, owner, { document: markedDocument() });
  const draftId = newDraftId();
  const created = await callApi(t.app, owner, 'POST', '/api/create-draft', { draftId, layoutId: layout.id, layoutRevision: layout.revision });
  expect(created.statusCode, created.body).toBe(201);
  return { operator: owner, layout, draftId };
}

function propose(shared: { operator: TestOperator; draftId: string }, fields: unknown, extra: Record<string, unknown> = {}) {
  return callApi(t.app, undefined, 'POST', '/api/propose-client-fields', { operatorId: shared.operator.userId, draftId: shared.draftId, fields, ...extra });
}

async function readLayout(operator: TestOperator, layoutId: string): Promise<LayoutRecord> {
  const response = await callApi(t.app, operator, 'GET', `/api/layouts/${layoutId}`);
  expect(response.statusCode).toBe(200);
  return LayoutRecord.parse(response.json());
}

async function listProposals(shared: Shared): Promise<ListLayoutProposalsResponse> {
  const response = await callApi(t.app, shared.operator, 'GET', `/api/layouts/${shared.layout.id}/proposals`);
  expect(response.statusCode).toBe(200);
  return ListLayoutProposalsResponse.parse(response.json());
}

const textOf = (record: LayoutRecord, id: string) => {
  const element = record.document.elements.find((candidate) => candidate.id === id);
  return element?.type === 'text' ? element.content : undefined;
};

describe("the client's draft of an account layout", () => {
  it('serves the shared document, the display copy of the template and the editable fields to anyone with the link', async () => {
    const shared = await shareMarkedLayout();
    const response = await callApi(t.app, undefined, 'GET', `/api/draft-layout?id=${encodeURIComponent(shared.draftId)}&operatorId=${encodeURIComponent(shared.operator.userId)}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = DraftLayoutResponse.parse(response.json());
    expect(body.artworkUrl).toBe('/assets/templates/compleanno/cartolina_orizzontale/display/balloons-party.webp');
    expect(body.fields.map((field) => field.elementId)).toEqual(['names']);
    expect(body.document.elements).toHaveLength(3);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("answers 404 for a draft without a layout or under another operator's id", async () => {
    const shared = await shareMarkedLayout();
    const other = await TestOperator.signUp(t.app);
    const response = await callApi(t.app, undefined, 'GET', `/api/draft-layout?id=${encodeURIComponent(shared.draftId)}&operatorId=${encodeURIComponent(other.userId)}`);
    expect(response.statusCode).toBe(404);
  });
});

describe("the client's proposal", () => {
  it('stores a change of a marked text; the operator sees old and new text, accepts, and the layout gets a new revision with it', async () => {
    const shared = await shareMarkedLayout();
    const sent = await propose(shared, [{ elementId: 'names', content: 'Giulia & Marco' }]);
    expect(sent.statusCode, sent.body).toBe(201);
    const { proposals } = await listProposals(shared);
    expect(proposals).toHaveLength(1);
    expect(proposals[0]?.changes).toEqual([{ elementId: 'names', before: 'Nome & Nome', after: 'Giulia & Marco' }]);
    // Nothing changes before the operator decides.
    expect(textOf(await readLayout(shared.operator, shared.layout.id), 'names')).toBe('Nome & Nome');

    const accepted = await callApi(t.app, shared.operator, 'POST', `/api/layouts/${shared.layout.id}/proposals/${proposals[0]?.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ success: true, revision: shared.layout.revision + 1 });
    const after = await readLayout(shared.operator, shared.layout.id);
    expect(after.revision).toBe(shared.layout.revision + 1);
    expect(textOf(after, 'names')).toBe('Giulia & Marco');
    expect(textOf(after, 'date')).toBe('14/06/2026');
    expect((await listProposals(shared)).proposals).toEqual([]);

    const again = await callApi(t.app, shared.operator, 'POST', `/api/layouts/${shared.layout.id}/proposals/${proposals[0]?.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'PROPOSAL_DECIDED' } });
  });

  it("accepting keeps what the operator changed since sharing: the client's text lands on the current layout", async () => {
    const shared = await shareMarkedLayout();
    expect((await propose(shared, [{ elementId: 'names', content: 'Giulia & Marco' }])).statusCode).toBe(201);
    const marked = markedDocument();
    const edited = { ...marked, elements: marked.elements.map((element) => (element.type === 'text' && element.id === 'date' ? { ...element, content: '21/06/2026' } : element)) };
    const saved = await callApi(t.app, shared.operator, 'PUT', `/api/layouts/${shared.layout.id}`, { baseRevision: shared.layout.revision, document: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    const [proposal] = (await listProposals(shared)).proposals;
    const accepted = await callApi(t.app, shared.operator, 'POST', `/api/layouts/${shared.layout.id}/proposals/${proposal?.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await readLayout(shared.operator, shared.layout.id);
    expect(after.revision).toBe(shared.layout.revision + 2);
    expect([textOf(after, 'names'), textOf(after, 'date')]).toEqual(['Giulia & Marco', '21/06/2026']);
  });

  it("refusing keeps the operator's layout as it is", async () => {
    const shared = await shareMarkedLayout();
    expect((await propose(shared, [{ elementId: 'names', content: 'Giulia & Marco' }])).statusCode).toBe(201);
    const [proposal] = (await listProposals(shared)).proposals;
    const refused = await callApi(t.app, shared.operator, 'POST', `/api/layouts/${shared.layout.id}/proposals/${proposal?.id}/refuse`);
    expect(refused.statusCode, refused.body).toBe(200);
    const after = await readLayout(shared.operator, shared.layout.id);
    expect(after.revision).toBe(shared.layout.revision);
    expect(textOf(after, 'names')).toBe('Nome & Nome');
    expect((await listProposals(shared)).proposals).toEqual([]);
  });

  it('a second proposal from the same draft replaces the first', async () => {
    const shared = await shareMarkedLayout();
    await propose(shared, [{ elementId: 'names', content: 'Giulia' }]);
    await propose(shared, [{ elementId: 'names', content: 'Giulia & Marco' }]);
    const { proposals } = await listProposals(shared);
    expect(proposals.map((proposal) => proposal.changes[0]?.after)).toEqual(['Giulia & Marco']);
  });

  it.each([
    ['a locked text', [{ elementId: 'date', content: '01/01/2030' }], 403, 'CLIENT_FIELD_LOCKED', 'Questo elemento della bozza non si può modificare.'],
    ['a photo frame', [{ elementId: 'photo', content: 'x' }], 403, 'CLIENT_FIELD_LOCKED', 'Questo elemento della bozza non si può modificare.'],
    ['an element id not in the draft', [{ elementId: 'el-999', content: 'x' }], 403, 'CLIENT_FIELD_LOCKED', 'Questo elemento della bozza non si può modificare.'],
    ['geometry along with the text', [{ elementId: 'names', content: 'Giulia', x: 0, width: 5000 }], 400, 'VALIDATION_FAILED', 'La richiesta non è valida.'],
    ['a text past the field limit', [{ elementId: 'names', content: 'x'.repeat(41) }], 400, 'CLIENT_FIELD_INVALID', 'Il testo supera 40 caratteri.'],
    ['too many lines', [{ elementId: 'names', content: 'a\nb\nc' }], 400, 'CLIENT_FIELD_INVALID', 'Il testo supera 2 righe.'],
    ['no change at all', [{ elementId: 'names', content: 'Nome & Nome' }], 400, 'CLIENT_FIELD_INVALID', 'Non hai modificato nessun testo.'],
    ['a style along with the text', [{ elementId: 'names', content: 'Giulia', fontSize: 200 }], 400, 'VALIDATION_FAILED', 'La richiesta non è valida.'],
    ['too many fields', Array.from({ length: 21 }, () => ({ elementId: 'names', content: 'x' })), 400, 'VALIDATION_FAILED', 'La richiesta non è valida.'],
    ['no fields', [], 400, 'VALIDATION_FAILED', 'La richiesta non è valida.'],
  ])('refuses %s and stores nothing', async (_name, fields, status, code, message) => {
    const shared = await shareMarkedLayout();
    const response = await propose(shared, fields);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ error: { code, message } });
    expect((await listProposals(shared)).proposals).toEqual([]);
  });

  it("refuses another operator's id, an unknown draft, a forged request id, a draft without a layout", async () => {
    const shared = await shareMarkedLayout();
    const stranger = await TestOperator.signUp(t.app);
    const fields = [{ elementId: 'names', content: 'Giulia' }];
    const wrongOperator = await callApi(t.app, undefined, 'POST', '/api/propose-client-fields', { operatorId: stranger.userId, draftId: shared.draftId, fields });
    expect(wrongOperator.statusCode).toBe(404);
    const unknown = await propose({ operator: shared.operator, draftId: newDraftId() }, fields);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Bozza non trovata.' } });
    const forgedRequest = await propose(shared, fields, { requestId: 'req_not_theirs' });
    expect(forgedRequest.statusCode).toBe(404);
    // The stranger's own draft names the stranger's layout: it cannot touch the first operator's.
    const theirs = await shareMarkedLayout(stranger);
    const crossed = await callApi(t.app, undefined, 'POST', '/api/propose-client-fields', { operatorId: shared.operator.userId, draftId: theirs.draftId, fields });
    expect(crossed.statusCode).toBe(404);
    expect((await listProposals(shared)).proposals).toEqual([]);
    expect((await listProposals(theirs)).proposals).toEqual([]);
  });

  it('refuses a draft the operator has replaced with a newer one of the same layout', async () => {
    const shared = await shareMarkedLayout();
    const newer = await callApi(t.app, shared.operator, 'POST', '/api/create-draft', { draftId: newDraftId(), layoutId: shared.layout.id, layoutRevision: shared.layout.revision });
    expect(newer.statusCode).toBe(201);
    const response = await propose(shared, [{ elementId: 'names', content: 'Giulia' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'DRAFT_SUPERSEDED' } });
    expect((await listProposals(shared)).proposals).toEqual([]);
  });

  it("judges against the draft's revision: a text marked only after sharing stays locked", async () => {
    const shared = await shareMarkedLayout();
    const marked = markedDocument();
    const document = { ...marked, elements: marked.elements.map((element) => (element.id === 'date' ? { ...element, clientEditable: true } : element)) };
    const saved = await callApi(t.app, shared.operator, 'PUT', `/api/layouts/${shared.layout.id}`, { baseRevision: shared.layout.revision, document });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await propose(shared, [{ elementId: 'date', content: '01/01/2030' }]);
    expect(response.statusCode).toBe(403);
  });

  it("only the owner sees and decides a layout's proposals", async () => {
    const shared = await shareMarkedLayout();
    await propose(shared, [{ elementId: 'names', content: 'Giulia & Marco' }]);
    const [proposal] = (await listProposals(shared)).proposals;
    const stranger = await TestOperator.signUp(t.app);
    const list = await callApi(t.app, stranger, 'GET', `/api/layouts/${shared.layout.id}/proposals`);
    expect(list.statusCode).toBe(404);
    const accept = await callApi(t.app, stranger, 'POST', `/api/layouts/${shared.layout.id}/proposals/${proposal?.id}/accept`);
    expect(accept.statusCode).toBe(404);
    const visitor = await callApi(t.app, undefined, 'POST', `/api/layouts/${shared.layout.id}/proposals/${proposal?.id}/accept`);
    expect(visitor.statusCode).toBe(401);
    expect(textOf(await readLayout(shared.operator, shared.layout.id), 'names')).toBe('Nome & Nome');
  });
});
