/**
 * Tiny SVG string builder. Numbers are rounded to two decimals so the markup (and therefore
 * the rendered PNG) is identical on every run and every machine.
 */
export type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

/** Round for output: enough precision at 300 dpi, stable text across runs. */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** One element; attributes with undefined values are left out, camelCase keys are kept as given. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const parts = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : escapeAttr(value)}"`)
    .join('');
  const body = children.join('');
  return body === '' ? `<${tag}${parts}/>` : `<${tag}${parts}>${body}</${tag}>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);

/** translate/rotate/scale as one transform attribute value. */
export function tf(x: number, y: number, rotateDeg = 0, scale = 1): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotateDeg !== 0) parts.push(`rotate(${n(rotateDeg)})`);
  if (scale !== 1) parts.push(`scale(${n(scale)})`);
  return parts.join(' ');
}

/** Path data from a list of commands, each a letter followed by numbers. */
export function path(...commands: Array<[string, ...number[]]>): string {
  return commands.map(([cmd, ...values]) => cmd + values.map(n).join(' ')).join('');
}

/** Linear gradient with evenly given stops: [offset 0..1, colour, opacity?]. */
export function linearGradient(
  id: string,
  stops: Array<[number, string, number?]>,
  dir: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  return el('linearGradient', { id, ...dir }, ...stops.map(stop));
}

export function radialGradient(id: string, stops: Array<[number, string, number?]>, attrs: Attrs = {}): string {
  return el('radialGradient', { id, ...attrs }, ...stops.map(stop));
}

function stop([offset, color, opacity]: [number, string, number?]): string {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}

/**
 * Collects defs and body for one document. Ids are handed out from a counter so motifs can
 * register their own gradients without clashing.
 */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(...markup: string[]): this {
    this.defs.push(...markup);
    return this;
  }

  add(...markup: string[]): this {
    this.body.push(...markup);
    return this;
  }

  toString(): string {
    const { width: w, height: h } = this;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
