import type { BrandFont } from '../../../shared/api/brand-fonts.js';
import { flattenFonts } from '../../fonts/font-list.js';
import { fallbackFontCatalog, type FontCatalog } from '../../fonts/font-catalog.js';

/** The face a layout falls back to when it names a font that is no longer there (a deleted brand font). */
export const substituteFamily = 'Roboto';
const substituteFaces = [
  { weight: '400', style: 'normal', file: 'roboto-latin-400-normal.woff2' },
  { weight: '700', style: 'normal', file: 'roboto-latin-700-normal.woff2' },
  { weight: '400', style: 'italic', file: 'roboto-latin-400-italic.woff2' },
  { weight: '700', style: 'italic', file: 'roboto-latin-700-italic.woff2' },
] as const;

export interface BrandFontsState {
  /** 'off' until an operator's editor asks for them (never in the demo). */
  status: 'off' | 'loading' | 'ready';
  fonts: readonly BrandFont[];
  /** Families a document named that no catalogue or brand font has: drawn in Roboto. */
  substituted: readonly string[];
}

/**
 * The operator's own fonts as FontFace objects in the page's FontFaceSet, so that Konva (which
 * draws with the family's name) and every export find them like the self-hosted ones. One per
 * page; the React side reads it through useSyncExternalStore.
 */
export class BrandFontRegistry {
  private state: BrandFontsState = { status: 'off', fonts: [], substituted: [] };
  private loading: Promise<void> | null = null;
  private readonly faces = new Map<string, FontFace>();
  private readonly substitutes = new Map<string, FontFace[]>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fontSet: () => FontFaceSet | null,
    private readonly readCatalog: () => Promise<FontCatalog>,
  ) {}

  getState = (): BrandFontsState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the operator's fonts once per page; a failure leaves none (the editor must still open). */
  start(fetchFonts: () => Promise<BrandFont[]>): Promise<void> {
    this.loading ??= (async () => {
      this.update({ status: 'loading' });
      let fonts: BrandFont[] = [];
      try {
        fonts = await fetchFonts();
      } catch (error) {
        console.error('Brand fonts unavailable:', error);
      }
      for (const font of fonts) this.register(font);
      this.update({ status: 'ready', fonts });
    })();
    return this.loading;
  }

  add(font: BrandFont): void {
    this.register(font);
    this.dropSubstitute(font.family);
    this.update({ fonts: [...this.state.fonts.filter((known) => known.id !== font.id), font] });
  }

  remove(id: string): void {
    const face = this.faces.get(id);
    if (face !== undefined) this.fontSet()?.delete(face);
    this.faces.delete(id);
    const removed = this.state.fonts.find((font) => font.id === id);
    const fonts = this.state.fonts.filter((font) => font.id !== id);
    this.update({ fonts });
    // The family's last face is gone: what names it now draws in Roboto at once.
    if (removed !== undefined && !fonts.some((font) => font.family === removed.family)) this.substitute(removed.family);
  }

  /**
   * Before the families are loaded: the operator's fonts are known (when asked for), and each
   * family no font provides gets Roboto's faces under its name, so the canvas and the exports
   * draw the default font rather than the browser's fallback. Not with the fallback catalogue
   * (a failed fonts.json), where every family would look missing.
   */
  async prepare(families: readonly string[]): Promise<void> {
    await this.loading;
    const catalog = await this.readCatalog();
    if (catalog === fallbackFontCatalog) return;
    const known = new Set([...flattenFonts(catalog).map((font) => font.family), ...this.state.fonts.map((font) => font.family)]);
    for (const family of families) {
      if (!known.has(family)) this.substitute(family);
    }
  }

  private register(font: BrandFont): void {
    const fontSet = this.fontSet();
    if (fontSet === null || this.faces.has(font.id) || typeof FontFace === 'undefined') return;
    const face = new FontFace(font.family, `url("${font.url}")`, { weight: font.weight === 'bold' ? '700' : '400', style: font.style });
    fontSet.add(face);
    this.faces.set(font.id, face);
  }

  private substitute(family: string): void {
    const fontSet = this.fontSet();
    if (fontSet === null || this.substitutes.has(family) || typeof FontFace === 'undefined') return;
    const faces = substituteFaces.map((face) => new FontFace(family, `url("/assets/fonts/roboto/${face.file}")`, { weight: face.weight, style: face.style }));
    for (const face of faces) fontSet.add(face);
    this.substitutes.set(family, faces);
    this.update({ substituted: [...this.substitutes.keys()].sort() });
  }

  private dropSubstitute(family: string): void {
    const faces = this.substitutes.get(family);
    if (faces === undefined) return;
    for (const face of faces) this.fontSet()?.delete(face);
    this.substitutes.delete(family);
    this.update({ substituted: [...this.substitutes.keys()].sort() });
  }

  private update(change: Partial<BrandFontsState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
