import { ContactRequest, contactFieldLimits } from '../../../shared/api/contact.js';
import { assertNever } from '../../../shared/util/assert-never.js';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export type ContactValues = Record<ContactField, string>;

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '' };

/** A field's problem as an i18n key under contactPage.fieldErrors, with its interpolation. */
export interface FieldProblem {
  key: 'nameRequired' | 'nameTooLong' | 'emailRequired' | 'emailInvalid' | 'emailTooLong' | 'subjectRequired' | 'messageRequired' | 'messageTooLong';
  max?: number;
}

export type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (contactFields as readonly string[]).includes(value);
}

/**
 * A field and zod issue code (from the shared schema here, or the server's 400 details) to the
 * page's message: both sides check the one schema, and only the texts are the page's own.
 */
export function problemOf(field: ContactField, code: string): FieldProblem {
  switch (field) {
    case 'name':
      return code === 'too_big' ? { key: 'nameTooLong', max: contactFieldLimits.name } : { key: 'nameRequired' };
    case 'email':
      if (code === 'too_big') return { key: 'emailTooLong', max: contactFieldLimits.email };
      return code === 'invalid_format' ? { key: 'emailInvalid' } : { key: 'emailRequired' };
    case 'subject':
      return { key: 'subjectRequired' };
    case 'message':
      return code === 'too_big' ? { key: 'messageTooLong', max: contactFieldLimits.message } : { key: 'messageRequired' };
    default:
      return assertNever(field);
  }
}

/** The first problem of each field, from issues shaped like zod's or the server's details. */
export function problemsOf(issues: readonly { path: readonly PropertyKey[] | string; code: string }[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : issue.path[0];
    if (isContactField(field) && problems[field] === undefined) problems[field] = problemOf(field, issue.code);
  }
  return problems;
}

/** Checks the form with the server's own schema (all required, email valid). */
export function validateContactForm(values: ContactValues): FieldProblems {
  const result = ContactRequest.safeParse(values);
  return result.success ? {} : problemsOf(result.error.issues);
}

/** The first field, in form order, that has a problem: it gets the focus. */
export function firstInvalidField(problems: FieldProblems): ContactField | undefined {
  return contactFields.find((field) => problems[field] !== undefined);
}
