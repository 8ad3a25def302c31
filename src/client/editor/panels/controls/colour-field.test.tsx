// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../../i18n/i18n.js';
import { ColourField } from './colour-field.js';

const swatches = ['#24231f', '#f7f0e3', '#cf9c4c', '#617cca', '#dd6558', '#6fc2b3'];

afterEach(() => {
  cleanup();
});

describe('ColourField', () => {
  it('names the colour input by its label and shows the value', () => {
    render(<ColourField label="Colore" value="#172B4D" onChange={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Colore');
    expect(input.type).toBe('color');
    expect(input.value).toBe('#172b4d');
  });

  it('reports a colour picked in the native input', () => {
    const onChange = vi.fn();
    render(<ColourField label="Colore" value="#333333" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Colore'), { target: { value: '#abcdef' } });
    expect(onChange).toHaveBeenCalledWith('#abcdef');
  });

  it("shows no 'Colori dal Template' group without swatches", () => {
    render(<ColourField label="Colore" value="#333333" onChange={vi.fn()} swatches={[]} />);
    expect(screen.queryByRole('group', { name: 'Colori dal Template' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("offers the swatches in a 'Colori dal Template' group, the current one pressed", () => {
    render(<ColourField label="Colore" value="#CF9C4C" onChange={vi.fn()} swatches={swatches} />);
    const group = screen.getByRole('group', { name: 'Colori dal Template' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(swatches);
    expect(within(group).getByRole('button', { name: '#cf9c4c', pressed: true })).toBeTruthy();
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(5);
  });

  it('applies a swatch on click', () => {
    const onChange = vi.fn();
    render(<ColourField label="Colore" value="#333333" onChange={onChange} swatches={swatches} />);
    fireEvent.click(screen.getByRole('button', { name: '#617cca' }));
    expect(onChange).toHaveBeenCalledWith('#617cca');
  });

  it('reaches the swatches with Tab and applies one with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColourField label="Colore" value="#333333" onChange={onChange} swatches={swatches} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Colore'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '#24231f' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('#f7f0e3');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('#cf9c4c');
  });

  it('reads in English too', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    try {
      render(<ColourField label="Colour" value="#333333" onChange={vi.fn()} swatches={swatches} />);
      expect(screen.getByRole('group', { name: 'Template colours' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('it');
    }
  });
});
