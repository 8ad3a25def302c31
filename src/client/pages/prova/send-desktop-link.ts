import { desktopLinkEmailMax, DesktopLinkRequest, desktopLinkPath, DesktopLinkResponse } from '../../../shared/api/desktop-link.js';

export type EmailProblem = { key: 'emailRequired' | 'emailInvalid' | 'emailTooLong'; max?: number };

/** The form's own check, with the server's schema: the same rules, the page's translated words. */
export function checkDesktopLinkEmail(email: string): EmailProblem | null {
  const result = DesktopLinkRequest.safeParse({ email });
  if (result.success) return null;
  const trimmed = email.trim();
  if (trimmed === '') return { key: 'emailRequired' };
  if (trimmed.length > desktopLinkEmailMax) return { key: 'emailTooLong', max: desktopLinkEmailMax };
  return { key: 'emailInvalid' };
}

/** POST /api/desktop-link. Never throws: the page only needs to know whether the mail is on its way. */
export async function sendDesktopLink(email: string): Promise<'sent' | 'failed'> {
  try {
    const response = await fetch(desktopLinkPath, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: email.trim() }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok && DesktopLinkResponse.safeParse(body).success ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
