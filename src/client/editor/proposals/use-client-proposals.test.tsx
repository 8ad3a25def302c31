// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.js';
import type { LayoutProposal } from '../../../shared/api/client-proposals.js';
import { ProposalsButton, ProposalsPanel } from './proposals-view.js';
import { type ClientProposalHooks, useClientProposals } from './use-client-proposals.js';

const layoutId = 'lay_AbCdEfGhIjKlMnOpQrStUv';
const proposal: LayoutProposal = {
  id: 'prp_AbCdEfGhIjKlMnOpQrStUv',
  draftId: 'balloons-party-20270612t101500z-AbCdEfGhIjKlMnOpQrStUv',
  baseRevision: 3,
  createdAt: '2026-11-27T09:00:00.000Z',
  changes: [
    { elementId: 'names', before: 'Nome & Nome', after: 'Giulia & Marco' },
    { elementId: 'date', before: '14/06/2026', after: '21/06/2026' },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  fetchMock.mockReset();
  let isDecided = false;
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url === `/api/layouts/${layoutId}/proposals`) return json({ proposals: isDecided ? [] : [proposal] });
    isDecided = true;
    if (url.endsWith('/accept')) return json({ success: true, revision: 4 });
    if (url.endsWith('/refuse')) return json({ success: true });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ hooks }: { hooks: ClientProposalHooks }) {
  const proposals = useClientProposals(layoutId, hooks);
  return (
    <>
      <ProposalsButton proposals={proposals} />
      <ProposalsPanel proposals={proposals} />
    </>
  );
}

async function renderHarness(hooks: ClientProposalHooks) {
  render(<Harness hooks={hooks} />);
  await act(async () => {});
}

const calledUrls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe("the operator's view of a client's proposal", () => {
  it('shows each changed field as old text → new text', async () => {
    await renderHarness({ whenSaved: vi.fn(() => Promise.resolve(3)), onAccepted: vi.fn(() => Promise.resolve()) });
    expect(screen.getByRole('heading', { name: 'Proposta del cliente' })).toBeTruthy();
    const changes = screen.getAllByTestId('proposal-change').map((item) => item.textContent);
    expect(changes).toEqual(['Prima: Nome & Nome→Dopo: Giulia & Marco', 'Prima: 14/06/2026→Dopo: 21/06/2026']);
  });

  it("accepting stores the operator's own edits first, then takes the layout with the client's texts", async () => {
    const order: string[] = [];
    const hooks = {
      whenSaved: vi.fn(() => {
        order.push('saved');
        return Promise.resolve(3);
      }),
      onAccepted: vi.fn(() => {
        order.push('adopted');
        return Promise.resolve();
      }),
    };
    await renderHarness(hooks);
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(order).toEqual(['saved', 'adopted']);
    expect(calledUrls()).toContain(`POST /api/layouts/${layoutId}/proposals/${proposal.id}/accept`);
    expect(screen.queryByTestId('proposal-panel')).toBeNull();
  });

  it('refusing answers the server and changes nothing in the editor', async () => {
    const hooks = { whenSaved: vi.fn(() => Promise.resolve(3)), onAccepted: vi.fn(() => Promise.resolve()) };
    await renderHarness(hooks);
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(calledUrls()).toContain(`POST /api/layouts/${layoutId}/proposals/${proposal.id}/refuse`);
    expect(hooks.onAccepted).not.toHaveBeenCalled();
    expect(screen.queryByTestId('proposal-panel')).toBeNull();
  });

  it('does not accept while the operator’s edits cannot be saved', async () => {
    const hooks = { whenSaved: vi.fn(() => Promise.resolve(null)), onAccepted: vi.fn(() => Promise.resolve()) };
    await renderHarness(hooks);
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(screen.getByRole('alert').textContent).toContain('non sono ancora salvate');
    expect(calledUrls().some((url) => url.endsWith('/accept'))).toBe(false);
  });

  it("'Più tardi' folds the panel into a button that opens it again", async () => {
    await renderHarness({ whenSaved: vi.fn(() => Promise.resolve(3)), onAccepted: vi.fn(() => Promise.resolve()) });
    await userEvent.click(screen.getByRole('button', { name: 'Più tardi' }));
    expect(screen.queryByTestId('proposal-panel')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Proposta del cliente' }));
    expect(screen.getByTestId('proposal-panel')).toBeTruthy();
  });
});
