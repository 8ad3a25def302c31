// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.js';
import { textFixture } from '../../../../shared/client-fields/client-fields.fixture.js';
import type { TextElement } from '../../../../shared/layout/text-element.js';
import { PrintUnitProvider } from '../units/print-unit-context.js';
import type { PropertyActions } from './property-actions.js';
import { TextProperties } from './text-properties.js';

afterEach(() => {
  cleanup();
});

function fakeActions(): PropertyActions {
  return {
    ids: ['names'],
    commitPatch: vi.fn(),
    previewPatch: vi.fn(),
    finishPatch: vi.fn(),
    previewRotation: vi.fn(),
    finish: vi.fn(),
    cancel: vi.fn(),
    centre: vi.fn(),
    bringToFront: vi.fn(),
    sendToBack: vi.fn(),
    remove: vi.fn(),
    applySlotRatio: vi.fn(),
  };
}

function renderText(element: TextElement, actions: PropertyActions) {
  render(
    <PrintUnitProvider dpi={300}>
      <TextProperties element={element} actions={actions} swatches={[]} fontCatalog={null} fontAllowance="all" />
    </PrintUnitProvider>,
  );
}

describe("the text's 'Modificabile dal cliente' checkbox", () => {
  it('marks the text for the client in one step, and says what it means', async () => {
    const actions = fakeActions();
    renderText(textFixture('names', 'Nome & Nome'), actions);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Modificabile dal cliente' });
    expect(checkbox.checked).toBe(false);
    await userEvent.click(checkbox);
    expect(actions.commitPatch).toHaveBeenCalledWith({ clientEditable: true });
  });

  it('shows a marked text as checked, and unmarking removes the flag', async () => {
    const actions = fakeActions();
    renderText(textFixture('names', 'Nome & Nome', { clientEditable: true }), actions);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Modificabile dal cliente' });
    expect(checkbox.checked).toBe(true);
    expect(screen.getByText(/Il cliente potrà cambiare questo testo/)).toBeTruthy();
    await userEvent.click(checkbox);
    expect(actions.commitPatch).toHaveBeenCalledWith({ clientEditable: undefined });
  });
});
