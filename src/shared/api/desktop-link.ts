import { z } from 'zod';

/**
 * POST /api/desktop-link (public): a visitor on a phone, where the editor does not open, asks for
 * the link to /prova by mail, to open it on a computer. Only the address is sent; the mail is
 * always the same text, so the form cannot carry anyone's words to anyone.
 */
export const desktopLinkPath = '/api/desktop-link';

/** An address fits in 254 characters (RFC 5321); the cap is checked before the pattern. */
export const desktopLinkEmailMax = 254;

export const DesktopLinkRequest = z.object(
  {
    email: z
      .string({ error: 'Inserisci la tua email.' })
      .trim()
      .min(1, 'Inserisci la tua email.')
      .max(desktopLinkEmailMax, `L'email può avere al massimo ${desktopLinkEmailMax} caratteri.`)
      .pipe(z.email('Inserisci un indirizzo email valido.')),
  },
  { error: 'La richiesta non è valida.' },
);
export type DesktopLinkRequest = z.input<typeof DesktopLinkRequest>;

/** The same answer whether a mail went or the address had one in the last hour: nobody learns which. */
export const DesktopLinkResponse = z.object({ success: z.literal(true) });
export type DesktopLinkResponse = z.infer<typeof DesktopLinkResponse>;

/** The page the mail links to: the demo editor. */
export const desktopLinkTarget = '/prova';
