/** Spec part 2 "Client draft page": a chat with the operator, when their phone has any digits. */
export function buildOperatorWhatsAppUrl(contactPhone: string): string | null {
  const digits = contactPhone.replace(/\D/g, '');
  return digits === '' ? null : `https://wa.me/${digits}`;
}
