/** The first characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell a spreadsheet shows as text, never runs: one that starts like a formula gets a leading
 * apostrophe (Excel and LibreOffice then show the rest as typed).
 */
export function neutraliseFormula(cell: string): string {
  return formulaStarts.has(cell.charAt(0)) ? `'${cell}` : cell;
}

/** One CSV line (RFC 4180 quoting, `;` between cells as Italian spreadsheets expect), CRLF-terminated. */
export function formatCsvRow(cells: readonly string[]): string {
  return `${cells.map((cell) => quoteCell(neutraliseFormula(cell))).join(';')}\r\n`;
}

function quoteCell(cell: string): string {
  return /[";\r\n,]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The byte order mark that makes spreadsheet programs read the file as UTF-8 (accents intact). */
export const utf8Bom = '\uFEFF';
