import { describe, expect, test } from 'vitest';
import { firstInvalidField, problemsOf, validateContactForm } from './validate-contact-form.js';

const valid = { name: 'Giulia', email: 'giulia@example.test', subject: 'general', message: 'Ciao' };

describe('validateContactForm', () => {
  test('passes a complete form, trimming aside', () => {
    expect(validateContactForm({ ...valid, name: ' Giulia ' })).toEqual({});
  });

  test('finds each rule of the contact form with the shared schema', () => {
    expect(validateContactForm({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: { key: 'nameRequired' },
      email: { key: 'emailRequired' },
      subject: { key: 'subjectRequired' },
      message: { key: 'messageRequired' },
    });
    expect(validateContactForm({ ...valid, email: 'giulia.example.test' })).toEqual({ email: { key: 'emailInvalid' } });
    expect(validateContactForm({ ...valid, subject: 'altro' })).toEqual({ subject: { key: 'subjectRequired' } });
    expect(validateContactForm({ ...valid, name: 'n'.repeat(121), message: 'm'.repeat(5001) })).toEqual({
      name: { key: 'nameTooLong', max: 120 },
      message: { key: 'messageTooLong', max: 5000 },
    });
  });

  test("reads the server's details and ignores paths that are not fields", () => {
    expect(problemsOf([{ path: 'email', code: 'too_big' }, { path: 'email', code: 'invalid_format' }, { path: '', code: 'invalid_type' }])).toEqual({
      email: { key: 'emailTooLong', max: 254 },
    });
  });

  test('focuses fields in form order', () => {
    expect(firstInvalidField({ message: { key: 'messageRequired' }, email: { key: 'emailInvalid' } })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
