import type { LayoutElement } from '../../src/shared/layout/layout-element.js';

/** A clip-art entry of /assets/clipart_list.json (only what the documents need). */
export interface ClipartEntry {
  filename: string;
  category: string;
}

/** The element the benchmark drags: a photo frame, drawn last (on top), its centre at (600, 600). */
export const draggedElement = { id: 'bench-dragged', x: 450, y: 500, width: 300, height: 200 } as const;

const textSamples = ['Giulia & Marco', '14 giugno 2025', 'Grazie di cuore!', 'Auguri\nBuon compleanno', 'Just married', 'Villa Aurora', 'Sorridi :)', 'Tanti auguri\na te'];
const fontSamples = ['Roboto', 'Great Vibes', 'Playfair Display', 'Montserrat', 'Dancing Script', 'Lato'];
const colourSamples = ['#333333', '#172b4d', '#8a5a44', '#b03060', '#2f6f4f', '#ffffff'];

/** Deterministic (mulberry32), so every run seeds the same documents. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shadowOff = { shadowEnabled: false, shadowColor: '#000000', shadowBlur: 11, shadowOffsetX: 11, shadowOffsetY: 11 } as const;

/**
 * `count` elements over the template, as an operator might leave them: about 35% texts (some
 * wrapped, bold or italic, in six families), 20% separators, 15% photo frames and 30% clip-art,
 * a quarter of them with a shadow and a fifth rotated, on a jittered grid; the dragged frame is
 * the last (topmost) element. Sizes and values are in the ranges the editor's factories produce.
 */
export function createDragDocumentElements(count: number, template: { width: number; height: number }, clipart: readonly ClipartEntry[]): LayoutElement[] {
  if (clipart.length === 0) throw new Error('no clip-art to place');
  const random = createRandom(count * 7919);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const others = count - 1;
  const columns = Math.max(1, Math.round(Math.sqrt((others * template.width) / template.height)));
  const rows = Math.max(1, Math.ceil(others / columns));
  const cellWidth = template.width / columns;
  const cellHeight = template.height / rows;
  const elements: LayoutElement[] = [];
  for (let i = 0; i < others; i += 1) {
    const base = {
      ...shadowOff,
      id: `bench-${i}`,
      x: (i % columns) * cellWidth + random() * cellWidth * 0.6,
      y: Math.floor(i / columns) * cellHeight + random() * cellHeight * 0.6,
      rotation: random() < 0.2 ? Math.round(random() * 60 - 30) : 0,
      opacity: random() < 0.2 ? 0.7 : 1,
      shadowEnabled: random() < 0.25,
    };
    const kind = random();
    if (kind < 0.35) {
      elements.push({
        ...base,
        type: 'text',
        content: pick(textSamples),
        color: pick(colourSamples),
        fontSize: Math.round(30 + random() * 50),
        fontFamily: pick(fontSamples),
        fontWeight: random() < 0.3 ? 'bold' : 'normal',
        fontStyle: random() < 0.2 ? 'italic' : 'normal',
        textAlign: pick(['left', 'center', 'right'] as const),
        lineHeight: 1.3,
        ...(random() < 0.4 ? { width: Math.round(200 + random() * 300) } : {}),
      });
    } else if (kind < 0.55) {
      elements.push({ ...base, type: 'line', width: Math.round(150 + random() * 350), height: Math.round(3 + random() * 5), color: pick(colourSamples) });
    } else if (kind < 0.7) {
      const width = Math.round(200 + random() * 160);
      elements.push({ ...base, type: 'placeholder', width, height: Math.round((width * 2) / 3), borderEnabled: true, borderColor: '#ffffff', borderWidth: 11, keepRatio: true });
    } else {
      const entry = pick(clipart);
      const size = Math.round(80 + random() * 100);
      elements.push({
        ...base,
        type: 'clipart',
        clipartId: `${entry.category}/${entry.filename}`,
        src: `/assets/clipart/${encodeURIComponent(entry.category)}/${encodeURIComponent(entry.filename)}`,
        width: size,
        height: size,
        keepRatio: true,
        locked: false,
      });
    }
  }
  elements.push({
    ...shadowOff,
    ...draggedElement,
    type: 'placeholder',
    rotation: 0,
    opacity: 1,
    borderEnabled: true,
    borderColor: '#ffffff',
    borderWidth: 11,
    keepRatio: true,
  });
  return elements;
}
