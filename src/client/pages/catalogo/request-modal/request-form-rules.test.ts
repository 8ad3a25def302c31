import { describe, expect, test } from 'vitest';
import { createEmptyRequestForm, findFirstError, hasContact, toCatalogFormData, validateRequestForm } from './request-form-rules.js';

const filled = { ...createEmptyRequestForm(), names: 'Anna e Marco', eventDate: '12 giugno', city: 'Roma' };

describe('request form rules (spec part 2 §5)', () => {
  test('starts empty with the phone prefilled +39', () => {
    expect(createEmptyRequestForm()).toEqual({ names: '', eventDate: '', city: '', otherText: '', email: '', phone: '+39' });
  });

  test('names, event date and city are required, blanks included', () => {
    const errors = validateRequestForm({ ...createEmptyRequestForm(), city: '   ' });
    expect(errors).toEqual({ names: 'required', eventDate: 'required', city: 'required' });
    expect(findFirstError(errors)).toBe('names');
    expect(findFirstError(validateRequestForm(filled))).toBeNull();
  });

  test('needs an email or a phone beyond the bare +39', () => {
    expect(hasContact({ email: '', phone: '+39' })).toBe(false);
    expect(hasContact({ email: '  ', phone: ' +39 ' })).toBe(false);
    expect(hasContact({ email: '', phone: '' })).toBe(false);
    expect(hasContact({ email: 'a@b.it', phone: '+39' })).toBe(true);
    expect(hasContact({ email: '', phone: '+39 333' })).toBe(true);
  });

  test('a phone must start with +39 and then hold digits', () => {
    expect(validateRequestForm({ ...filled, phone: '333 1234567' }).phone).toBe('phonePrefix');
    expect(validateRequestForm({ ...filled, phone: '+41 333' }).phone).toBe('phonePrefix');
    expect(validateRequestForm({ ...filled, phone: '+39 abc' }).phone).toBe('phoneInvalid');
    expect(validateRequestForm({ ...filled, phone: '+39 333-123 45' }).phone).toBeUndefined();
    expect(validateRequestForm({ ...filled, phone: '+39' }).phone).toBeUndefined();
  });

  test('an email, when given, must look like one', () => {
    expect(validateRequestForm({ ...filled, email: 'anna' }).email).toBe('emailInvalid');
    expect(validateRequestForm({ ...filled, email: 'anna@example.it' }).email).toBeUndefined();
  });

  test('sends trimmed values and a bare +39 as an empty phone', () => {
    expect(toCatalogFormData({ ...filled, names: ' Anna e Marco ', email: ' a@b.it ', phone: ' +39 ' })).toEqual({
      names: 'Anna e Marco',
      eventDate: '12 giugno',
      city: 'Roma',
      otherText: '',
      email: 'a@b.it',
      phone: '',
    });
  });
});
