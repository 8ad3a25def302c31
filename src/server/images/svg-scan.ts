export interface SvgElement {
  /** Local name, without a namespace prefix: 'use' for both <use> and <svg:use>. */
  name: string;
  /** Index of the parent element; -1 for the root. */
  parent: number;
  /** Only the attributes the budget reads: id, width, height, viewBox. */
  attributes: Map<string, string>;
  /** Ids this element points at: href="#id", xlink:href="#id" and url(#id) in any attribute. */
  references: string[];
}

export type SvgScan = { ok: true; elements: SvgElement[] } | { ok: false; reason: 'not-svg' | 'doctype' | 'too-complex' };

const keptAttributes = new Set(['id', 'width', 'height', 'viewBox']);

const isSpace = (char: string) => char === ' ' || char === '\n' || char === '\t' || char === '\r';

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** The ids named by url(#…) in a value, found with indexOf: linear, whatever the value. */
function urlReferences(value: string, into: string[]): void {
  for (let at = value.indexOf('url(', 0); at !== -1; at = value.indexOf('url(', at + 4)) {
    let start = at + 4;
    while (start < value.length && (isSpace(value.charAt(start)) || value.charAt(start) === '"' || value.charAt(start) === "'")) start += 1;
    if (value.charAt(start) !== '#') continue;
    let end = start + 1;
    while (end < value.length && !')"\''.includes(value.charAt(end)) && !isSpace(value.charAt(end))) end += 1;
    into.push(value.slice(start + 1, end));
  }
}

/**
 * The elements of an SVG document in document order, read in one pass that only moves forward
 * (indexOf and single-character tests; no regular expression), stopping as soon as a limit is
 * passed. Not an XML parser: it reads what the budget needs and refuses what no logo needs,
 * a DOCTYPE (the only place entities can be declared) and processing instructions beyond the
 * XML declaration (an xml-stylesheet would load another file).
 */
export function readSvgElements(bytes: Buffer, limits: { maxElements: number; maxDepth: number }): SvgScan {
  if (bytes.includes(0) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) return { ok: false, reason: 'not-svg' };
  const text = bytes.toString('utf8');
  const elements: SvgElement[] = [];
  const open: number[] = [];
  const malformed: SvgScan = { ok: false, reason: 'not-svg' };
  let at = text.indexOf('<');
  while (at !== -1) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) return malformed;
      at = text.indexOf('<', end + 3);
      continue;
    }
    if (text.startsWith('<![CDATA[', at)) {
      const end = text.indexOf(']]>', at + 9);
      if (end === -1) return malformed;
      at = text.indexOf('<', end + 3);
      continue;
    }
    if (text.startsWith('<!', at)) return { ok: false, reason: 'doctype' };
    if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1 || elements.length > 0 || !(text.startsWith('<?xml ', at) || text.startsWith('<?xml?', at))) return { ok: false, reason: 'doctype' };
      at = text.indexOf('<', end + 2);
      continue;
    }
    if (text.startsWith('</', at)) {
      const end = text.indexOf('>', at + 2);
      if (end === -1 || open.pop() === undefined) return malformed;
      at = text.indexOf('<', end + 1);
      continue;
    }
    let p = at + 1;
    while (p < text.length && !isSpace(text.charAt(p)) && text.charAt(p) !== '>' && text.charAt(p) !== '/') p += 1;
    const name = text.slice(at + 1, p);
    if (name === '') return malformed;
    const element: SvgElement = { name: localName(name), parent: open.at(-1) ?? -1, attributes: new Map(), references: [] };
    if (elements.length > 0 && open.length === 0) return malformed;
    let selfClosing = false;
    for (;;) {
      while (p < text.length && isSpace(text.charAt(p))) p += 1;
      const char = text.charAt(p);
      if (char === '') return malformed;
      if (char === '>') {
        p += 1;
        break;
      }
      if (char === '/' && text.charAt(p + 1) === '>') {
        p += 2;
        selfClosing = true;
        break;
      }
      const nameStart = p;
      while (p < text.length && !isSpace(text.charAt(p)) && !'=>/'.includes(text.charAt(p))) p += 1;
      const attribute = text.slice(nameStart, p);
      while (p < text.length && isSpace(text.charAt(p))) p += 1;
      if (attribute === '' || text.charAt(p) !== '=') return malformed;
      p += 1;
      while (p < text.length && isSpace(text.charAt(p))) p += 1;
      const quote = text.charAt(p);
      if (quote !== '"' && quote !== "'") return malformed;
      const end = text.indexOf(quote, p + 1);
      if (end === -1) return malformed;
      const value = text.slice(p + 1, end);
      p = end + 1;
      if (keptAttributes.has(attribute)) element.attributes.set(attribute, value);
      if (localName(attribute) === 'href' && value.startsWith('#')) element.references.push(value.slice(1));
      urlReferences(value, element.references);
    }
    elements.push(element);
    if (elements.length > limits.maxElements) return { ok: false, reason: 'too-complex' };
    if (!selfClosing) {
      open.push(elements.length - 1);
      if (open.length > limits.maxDepth) return { ok: false, reason: 'too-complex' };
    }
    at = text.indexOf('<', p);
  }
  return elements.length === 0 || open.length > 0 ? malformed : { ok: true, elements };
}
