/** How deep a JSON body may nest: far beyond any document or form the app takes (a layout is under ten). */
export const maxJsonDepth = 64;

const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/** Whether JSON text nests deeper than `max`, in one pass over the text, before anything is parsed. */
export function textNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === closeBrace || code === closeBracket) {
      depth -= 1;
    }
  }
  return false;
}

/** Whether a parsed value nests deeper than `max`, walked with a stack of its own (never the call stack). */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) pending.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}
