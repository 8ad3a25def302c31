// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/i18n.js';
import { CopyInfoButton } from './copy-info-button.js';

const writeText = vi.fn<(text: string) => Promise<void>>();
const text = 'Tema: Matrimonio\nFormato: Cartolina Verticale\nTemplate: Rose Wreath';

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function clickAndSettle(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  // Lets the clipboard promise settle inside React's act.
  await act(async () => {});
}

describe('CopyInfoButton', () => {
  test("copies the text and reads '✓ Copiato!' for 2 seconds", async () => {
    writeText.mockResolvedValue(undefined);
    render(<CopyInfoButton text={text} />);
    await clickAndSettle('Copia Info');
    expect(writeText).toHaveBeenCalledWith(text);
    expect(screen.getByRole('button', { name: '✓ Copiato!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: '✓ Copiato!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copia Info' })).toBeTruthy();
  });

  test('a second copy restarts the 2 seconds', async () => {
    writeText.mockResolvedValue(undefined);
    render(<CopyInfoButton text={text} />);
    await clickAndSettle('Copia Info');
    act(() => vi.advanceTimersByTime(1500));
    await clickAndSettle('✓ Copiato!');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: '✓ Copiato!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copia Info' })).toBeTruthy();
  });

  test("alerts 'Errore copia.' when the clipboard refuses, and the alert closes", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<CopyInfoButton text={text} />);
    await clickAndSettle('Copia Info');
    const alert = screen.getByRole('alertdialog', { name: 'Errore copia.' });
    expect(alert).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copia Info' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test("alerts 'Errore copia.' where there is no Clipboard API (insecure page)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<CopyInfoButton text={text} />);
    await clickAndSettle('Copia Info');
    expect(screen.getByRole('alertdialog', { name: 'Errore copia.' })).toBeTruthy();
  });
});
