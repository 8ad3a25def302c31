/**
 * JSON indented for people, with arrays of numbers and booleans on one line, so collage.json
 * reads as PhotoboothProject's own examples do: one `[x, y, w, h, rotation, applyFrame]` row a line.
 */
export function formatJson(value: unknown): string {
  return `${formatValue(value, '')}\n`;
}

function formatValue(value: unknown, indent: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => typeof item === 'number' || typeof item === 'boolean')) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
    return `[\n${value.map((item) => `${inner}${formatValue(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatValue(item, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
