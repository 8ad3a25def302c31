import type { Format } from '../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext } from '../design.js';

/**
 * What a design lays out on one format, colours aside: its photo windows and its name plate,
 * rounded to whole pixels. Two designs with the same layout on every format are one design
 * recoloured (as the shared families were, one per theme).
 */
export function layoutSignature(design: Design, format: Format, ctx: DesignContext): string {
  const rendered = design.render(format, ctx);
  const windows = rendered.windows ?? rendered.layout.photos;
  const plate = rendered.plate ?? rendered.layout.band;
  const round = (r: { x: number; y: number; w: number; h: number }): number[] => [r.x, r.y, r.w, r.h].map(Math.round);
  return JSON.stringify({ windows: windows.map(round), plate: round(plate) });
}

/**
 * Problems with how themes own their designs: a design (the same object or the same name) in
 * more than one theme, or two designs of different themes with the same layout on every format.
 */
export function findSharedDesigns(byTheme: Record<string, readonly Design[]>, formats: readonly Format[], ctx: DesignContext): string[] {
  const problems: string[] = [];
  const owner = new Map<Design, string>();
  const nameOwner = new Map<string, string>();
  const signatures: Array<{ theme: string; name: string; signature: string }> = [];
  for (const [theme, designs] of Object.entries(byTheme)) {
    for (const design of designs) {
      const known = owner.get(design);
      if (known !== undefined && known !== theme) problems.push(`${design.name}: the same design in ${known} and ${theme}`);
      owner.set(design, theme);
      const namedIn = nameOwner.get(design.name);
      if (namedIn !== undefined && namedIn !== theme) problems.push(`${design.name}: a design of this name in ${namedIn} and ${theme}`);
      nameOwner.set(design.name, theme);
      signatures.push({ theme, name: design.name, signature: formats.map((format) => layoutSignature(design, format, ctx)).join('|') });
    }
  }
  for (const [i, a] of signatures.entries()) {
    for (const b of signatures.slice(i + 1)) {
      if (a.theme !== b.theme && a.signature === b.signature) problems.push(`${a.theme}/${a.name} and ${b.theme}/${b.name}: the same layout on every format`);
    }
  }
  return problems;
}
