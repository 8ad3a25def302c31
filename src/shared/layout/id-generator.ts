/**
 * Makes a fresh element id. Commands and factories take one as an argument instead of calling
 * crypto.randomUUID themselves, so that they stay pure and tests get predictable ids.
 */
export type IdGenerator = () => string;

/** "prefix-1", "prefix-2", ...: deterministic ids for tests and fixtures. */
export function createSequentialIds(prefix = 'element'): IdGenerator {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}
