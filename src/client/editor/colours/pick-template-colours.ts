/** One colour of an extracted palette: sRGB channels (0–255) and how many sampled pixels it stands for. */
export interface PaletteEntry {
  readonly rgb: readonly [number, number, number];
  readonly population: number;
}

/** The spec offers six template colours. */
export const templateColourCount = 6;

/**
 * OKLab distance below which two colours read as the same swatch: quantisers split large areas
 * (a cream background, a dark border) into near-twins, which would waste swatches; about 0.02
 * is a just-noticeable difference, so 0.08 keeps shades apart that a user can tell apart.
 */
const minimumSpacing = 0.08;

interface Candidate {
  hex: string;
  lab: readonly [number, number, number];
  population: number;
}

/**
 * The template colours to offer: lowercase '#rrggbb', distinct, most prominent first, at most
 * `count`. Colours that look alike give way to the next distinct one; they come back only when
 * the image has too few distinct colours to fill the row, so there are fewer than `count` only
 * when the palette itself has fewer different hex values.
 */
export function pickTemplateColours(entries: readonly PaletteEntry[], count: number = templateColourCount): readonly string[] {
  const limit = Math.max(0, Math.floor(count));
  const ranked = rankByPopulation(entries);
  const chosen = new Set<Candidate>();
  for (const candidate of ranked) {
    if (chosen.size === limit) break;
    if ([...chosen].every((kept) => measureDistance(kept.lab, candidate.lab) >= minimumSpacing)) chosen.add(candidate);
  }
  for (const candidate of ranked) {
    if (chosen.size >= limit) break;
    chosen.add(candidate);
  }
  // Filtering walked the ranking in order, so keeping the ranking's order keeps "most prominent first" true for the padding too.
  return ranked.filter((candidate) => chosen.has(candidate)).map((candidate) => candidate.hex);
}

/** Merges entries that round to the same hex (their pixels add up) and sorts by population, ties in input order. */
function rankByPopulation(entries: readonly PaletteEntry[]): Candidate[] {
  const byHex = new Map<string, Candidate>();
  for (const entry of entries) {
    const red = clampChannel(entry.rgb[0]);
    const green = clampChannel(entry.rgb[1]);
    const blue = clampChannel(entry.rgb[2]);
    if (red === null || green === null || blue === null) continue;
    const hex = formatHex(red, green, blue);
    const population = Number.isFinite(entry.population) && entry.population > 0 ? entry.population : 0;
    const existing = byHex.get(hex);
    if (existing) existing.population += population;
    else byHex.set(hex, { hex, lab: convertToOklab(red, green, blue), population });
  }
  return [...byHex.values()].sort((a, b) => b.population - a.population);
}

// Quantisers can overshoot (a 256 channel gives a seven-digit "hex"), so channels are clamped, not trusted.
function clampChannel(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(255, Math.max(0, Math.round(value)));
}

function formatHex(red: number, green: number, blue: number): string {
  return `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function linearise(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

// OKLab (Björn Ottosson) because equal distances there look equally different, unlike in sRGB.
function convertToOklab(red: number, green: number, blue: number): [number, number, number] {
  const r = linearise(red);
  const g = linearise(green);
  const b = linearise(blue);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function measureDistance(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
