/**
 * Ends an exhaustive switch: a new union member fails to compile here instead of falling
 * through silently at run time. One copy for client, server and shared code.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
