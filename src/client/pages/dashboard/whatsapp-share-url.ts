/**
 * A WhatsApp link with a prefilled text (spec part 2 §2): addressed to the client's phone only
 * when it has more than 5 digits once everything else is stripped, else the generic chooser.
 */
export function buildWhatsAppShareUrl(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  const target = digits.length > 5 ? digits : '';
  return `https://wa.me/${target}?text=${encodeURIComponent(text)}`;
}
