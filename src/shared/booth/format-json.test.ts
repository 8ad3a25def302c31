import { describe, expect, it } from 'vitest';
import { formatJson } from './format-json.js';

describe('formatJson', () => {
  it('keeps rows of values on one line and indents the rest', () => {
    const value = { name: 'a, [ 1 ]', layout: [[100, -151, 1000, 667.5, 0, false], [1, 2, 3, 4, -30, true]], nested: { list: [] as number[] } };
    const text = formatJson(value);
    expect(text).toContain('    [100, -151, 1000, 667.5, 0, false],\n    [1, 2, 3, 4, -30, true]\n');
    expect(text).toContain('"name": "a, [ 1 ]"');
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
    expect(JSON.parse(formatJson([{ a: [] }, 'x', null]))).toEqual([{ a: [] }, 'x', null]);
  });
});
