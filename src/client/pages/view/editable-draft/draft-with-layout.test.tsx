// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.js';
import { DraftWithLayout } from './draft-with-layout.js';

const draftId = 'eucalyptus-bloom-20270612t101500z-AbCdEfGhIjKlMnOpQrStUv';
const operator = { userId: 'operatore-1', businessName: 'Foto Rossi', logoUrl: '', contactPhone: '', custom_templates: [] };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderDraft() {
  render(<DraftWithLayout operator={operator} target={{ operatorId: 'operatore-1', requestId: '', draftId }} />);
  await act(async () => {});
}

describe('the draft page without a layout to draw', () => {
  it.each([
    ['a draft that is only an image (404)', () => Promise.resolve(new Response('{"error":{"code":"NOT_FOUND","message":"Bozza non trovata."}}', { status: 404 }))],
    ['a replaced draft (409)', () => Promise.resolve(new Response('{"error":{"code":"DRAFT_SUPERSEDED","message":"x"}}', { status: 409 }))],
    ['the network down', () => Promise.reject(new TypeError('offline'))],
  ])('shows the draft image and the answers for %s', async (_name, answer) => {
    fetchMock.mockImplementation(answer);
    await renderDraft();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/draft-layout?id=${draftId}&operatorId=operatore-1`);
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'La bozza del layout' });
    expect(image.getAttribute('src')).toBe(`/api/get-draft?id=${draftId}`);
    expect(screen.getByRole('button', { name: 'Approva la bozza' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invia le modifiche' })).toBeNull();
  });
});
