/**
 * Ends an exhaustive switch: a new union member fails to compile here instead of falling
 * through silently at run time.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
