/** Line breaks and other control characters: a one-line field has no use for them (they could forge lines in a mail). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f\u2028\u2029]/;

export const oneLineMessage = 'Il campo non può contenere a capo o caratteri di controllo.';

export function isOneLine(value: string): boolean {
  return !controlCharacters.test(value);
}
