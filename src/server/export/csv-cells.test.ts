import { describe, expect, it } from 'vitest';
import { formatCsvRow, neutraliseFormula } from './csv-cells.js';

describe('CSV cells', () => {
  it('neutralises every formula start, and only at the start', () => {
    for (const cell of ['=1+1', '+39 333', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Anna', 'a=b', '', "'già"]) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('quotes separators, quotes and line breaks, and ends lines with CRLF', () => {
    expect(formatCsvRow(['a', 'b;c', 'say "hi"', 'two\nlines', 'Città'])).toBe('a;"b;c";"say ""hi""";"two\nlines";Città\r\n');
    expect(formatCsvRow(['=HYPERLINK("http://x")'])).toBe(`"'=HYPERLINK(""http://x"")"\r\n`);
  });
});
