/**
 * Trims one character from the ends of a string by walking it once. A pattern such as /-+$/
 * restarts at every run of that character and takes quadratic time on a long run followed by
 * something else, so these replace it wherever the text may come from outside.
 */
export function trimTrailingChar(value: string, char: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end -= 1;
  return value.slice(0, end);
}

export function trimLeadingChar(value: string, char: string): string {
  let start = 0;
  while (start < value.length && value[start] === char) start += 1;
  return value.slice(start);
}

export function trimChar(value: string, char: string): string {
  return trimTrailingChar(trimLeadingChar(value, char), char);
}
