const defaultPrefix = 'Personale';

/** 'Personale N' with N one past the highest already in use, so a name is never given twice. */
export function pickDefaultTemplateName(taken: readonly string[]): string {
  const pattern = new RegExp(`^${defaultPrefix} (\\d+)$`);
  const highest = taken.reduce((max, name) => Math.max(max, Number(pattern.exec(name.trim())?.[1] ?? 0)), 0);
  return `${defaultPrefix} ${highest + 1}`;
}
