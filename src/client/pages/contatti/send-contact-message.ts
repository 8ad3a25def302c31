import { z } from 'zod';
import { ContactResponse } from '../../../shared/api/contact.js';
import { ErrorCodes } from '../../../shared/api/error-codes.js';
import type { ContactValues, FieldProblems } from './validate-contact-form.js';
import { problemsOf } from './validate-contact-form.js';

export type ContactOutcome = { kind: 'sent' } | { kind: 'invalid'; problems: FieldProblems } | { kind: 'failed' };

/** The 400 body of POST /api/contact: each detail names a field and zod's issue code. */
const ValidationFailure = z.object({
  error: z.object({
    code: z.literal(ErrorCodes.validationFailed),
    details: z.array(z.object({ path: z.string(), code: z.string() })),
  }),
});

/**
 * POST /api/contact (spec part 2 §7 'Contact'). Never throws: a refusal the page can pin on
 * fields comes back as their problems, anything else (network, rate limit, 5xx) as 'failed'.
 */
export async function sendContactMessage(values: ContactValues): Promise<ContactOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
    });
  } catch {
    return { kind: 'failed' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return ContactResponse.safeParse(body).success ? { kind: 'sent' } : { kind: 'failed' };
  const refusal = ValidationFailure.safeParse(body);
  if (refusal.success) {
    const problems = problemsOf(refusal.data.error.details);
    if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
  }
  return { kind: 'failed' };
}
