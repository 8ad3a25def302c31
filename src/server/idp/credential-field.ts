/** The fields of the login and sign-up forms, as posted and as used for element ids. */
export type CredentialField = 'email' | 'password' | 'passwordConfirmation';

/** Shared limits: the browser enforces them too, the server is the authority. */
export const passwordMinLength = 8;
export const passwordMaxLength = 256;
export const emailMaxLength = 254;
