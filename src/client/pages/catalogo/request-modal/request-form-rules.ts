import { z } from 'zod';
import { catalogPhonePrefix, type CatalogRequestFormData } from '../../../../shared/api/public-catalog.js';

/** What the client types in the request modal (spec part 2 "Request modal"). */
export interface RequestFormValues {
  names: string;
  eventDate: string;
  city: string;
  otherText: string;
  email: string;
  phone: string;
}

export type RequestFormField = keyof RequestFormValues;

/** Why a field is refused; the modal maps each to its Italian message. */
export type RequestFormError = 'required' | 'emailInvalid' | 'phonePrefix' | 'phoneInvalid';

export type RequestFormErrors = Partial<Record<RequestFormField, RequestFormError>>;

/** The order fields are checked and focused in: the first refused one gets the focus. */
export const requestFormFields: readonly RequestFormField[] = ['names', 'eventDate', 'city', 'otherText', 'email', 'phone'];

const requiredFields: readonly RequestFormField[] = ['names', 'eventDate', 'city'];

/** Spec §9: the phone starts prefilled with +39. */
export function createEmptyRequestForm(): RequestFormValues {
  return { names: '', eventDate: '', city: '', otherText: '', email: '', phone: catalogPhonePrefix };
}

export function isRequiredField(field: RequestFormField): boolean {
  return requiredFields.includes(field);
}

/** The phone as sent: trimmed, and a bare +39 (nothing typed after the prefix) is no phone. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return trimmed === catalogPhonePrefix ? '' : trimmed;
}

/** Spec §5: the submit button stays disabled while the email is empty and the phone is only +39. */
export function hasContact(values: Pick<RequestFormValues, 'email' | 'phone'>): boolean {
  return values.email.trim() !== '' || normalisePhone(values.phone) !== '';
}

/** What is still missing before the request can go, in form order: for the hint under 'Invia richiesta'. */
export type MissingItem = 'names' | 'eventDate' | 'city' | 'contact';

export function listMissingItems(values: RequestFormValues): MissingItem[] {
  const missing: MissingItem[] = requiredFields.filter((field): field is 'names' | 'eventDate' | 'city' => values[field].trim() === '');
  if (!hasContact(values)) missing.push('contact');
  return missing;
}

/** Names, event date and city are required; a phone must start with +39 and then hold digits only. */
export function validateRequestForm(values: RequestFormValues): RequestFormErrors {
  const errors: RequestFormErrors = {};
  for (const field of requiredFields) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  const email = values.email.trim();
  if (email !== '' && !z.email().safeParse(email).success) errors.email = 'emailInvalid';
  const phoneError = checkPhone(normalisePhone(values.phone));
  if (phoneError !== null) errors.phone = phoneError;
  return errors;
}

/** The first refused field in form order, or null when the form can be sent. */
export function findFirstError(errors: RequestFormErrors): RequestFormField | null {
  return requestFormFields.find((field) => errors[field] !== undefined) ?? null;
}

/** The body's formData: every field trimmed, a bare +39 sent as ''. */
export function toCatalogFormData(values: RequestFormValues): CatalogRequestFormData {
  return {
    names: values.names.trim(),
    eventDate: values.eventDate.trim(),
    city: values.city.trim(),
    otherText: values.otherText.trim(),
    email: values.email.trim(),
    phone: normalisePhone(values.phone),
  };
}

function checkPhone(phone: string): RequestFormError | null {
  if (phone === '') return null;
  if (!phone.startsWith(catalogPhonePrefix)) return 'phonePrefix';
  const rest = phone.slice(catalogPhonePrefix.length);
  // The server's rule: separators are allowed, but there must be at least one digit.
  return /^[0-9 ()./-]*$/.test(rest) && /[0-9]/.test(rest) ? null : 'phoneInvalid';
}
