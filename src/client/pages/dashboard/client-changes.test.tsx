// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import '../../i18n/i18n.js';
import { ClientChanges } from './client-changes.js';

afterEach(cleanup);

describe('ClientChanges', () => {
  test("shows the client's text, labelled, as plain text", () => {
    render(<ClientChanges text={'<b>Più grande</b>\nil nome'} />);
    const section = screen.getByRole('region', { name: 'Modifiche richieste dal cliente' });
    expect(section.querySelector('b')).toBeNull();
    expect(section.textContent).toContain('<b>Più grande</b>\nil nome');
  });

  test('shows nothing when the client asked for no changes', () => {
    const { container } = render(<ClientChanges text="" />);
    expect(container.textContent).toBe('');
  });
});
