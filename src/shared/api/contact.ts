import { isOneLine, oneLineMessage } from './one-line-text.js';
import { z } from 'zod';

/**
 * POST /api/contact (public): the contact page's form (spec part 2 "Contact page", §5). The
 * Italian messages are the server's; the page checks the same schema first and shows its own
 * translated texts, keyed by field and issue (src/client/pages/contatti).
 */

/** Length caps, shared by the form's maxLength and the server. */
export const contactFieldLimits = { name: 120, email: 254, message: 5000 } as const;

/** The spec's two subjects: 'General Information' and 'Custom Layout Request'. */
export const contactSubjects = ['general', 'custom_layout'] as const;
export const ContactSubject = z.enum(contactSubjects, { error: "Scegli l'oggetto del messaggio." });
export type ContactSubject = z.infer<typeof ContactSubject>;

export const ContactRequest = z.object(
  {
    name: z
      .string({ error: 'Inserisci il tuo nome.' })
      .trim()
      .min(1, 'Inserisci il tuo nome.')
      .max(contactFieldLimits.name, `Il nome può avere al massimo ${contactFieldLimits.name} caratteri.`)
      // The name is a line of the support mail: a line break in it could forge more lines.
      .refine(isOneLine, { message: oneLineMessage }),
    email: z
      .string({ error: 'Inserisci la tua email.' })
      .trim()
      .min(1, 'Inserisci la tua email.')
      .max(contactFieldLimits.email, `L'email può avere al massimo ${contactFieldLimits.email} caratteri.`)
      .pipe(z.email('Inserisci un indirizzo email valido.')),
    subject: ContactSubject,
    message: z
      .string({ error: 'Scrivi il tuo messaggio.' })
      .trim()
      .min(1, 'Scrivi il tuo messaggio.')
      .max(contactFieldLimits.message, `Il messaggio può avere al massimo ${contactFieldLimits.message} caratteri.`),
  },
  { error: 'La richiesta non è valida.' },
);
export type ContactRequest = z.input<typeof ContactRequest>;

export const ContactResponse = z.object({ success: z.literal(true) });
export type ContactResponse = z.infer<typeof ContactResponse>;
