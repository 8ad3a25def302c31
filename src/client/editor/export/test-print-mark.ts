import Konva from 'konva';

/** 3 mm at 300 dpi: the mark sits inside the print margin's line, on the page's top edge. */
const marginPx = 35;

/**
 * The 'STAMPA DI PROVA' label of a test print: small (about 1/30 of the page's short side),
 * centred at the top inside the print margin, red on a nearly opaque white plate, so it reads on
 * any template without covering the names or the photos.
 */
export function buildTestPrintMark(size: { width: number; height: number }, text: string, fontFamily: string): Konva.Group {
  const fontSize = Math.max(14, Math.round(Math.min(size.width, size.height) / 30));
  const label = new Konva.Text({ text, fontSize, fontFamily, fontStyle: 'bold', fill: '#c81e2d', letterSpacing: fontSize * 0.12, listening: false });
  const padX = fontSize * 0.6;
  const padY = fontSize * 0.3;
  const plateWidth = label.width() + padX * 2;
  const plateHeight = label.height() + padY * 2;
  const group = new Konva.Group({ x: (size.width - plateWidth) / 2, y: Math.min(marginPx, size.height / 20), listening: false });
  group.add(new Konva.Rect({ width: plateWidth, height: plateHeight, fill: 'rgba(255, 255, 255, 0.9)', stroke: '#c81e2d', strokeWidth: Math.max(1, fontSize / 12), cornerRadius: fontSize / 4, listening: false }));
  label.position({ x: padX, y: padY });
  group.add(label);
  return group;
}
