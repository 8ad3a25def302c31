/** The QR symbol as a square of modules, row by row (what the `qrcode` package's BitMatrix holds). */
export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** size × size entries, row-major; truthy is a dark module. */
  data: ArrayLike<number | boolean>;
}

export interface QrRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface QrDrawing {
  /** Side of one module, template px. */
  moduleSize: number;
  /** Where the symbol starts inside the element: the quiet zone's width. */
  offset: number;
  /** The dark modules, each row's runs merged into one rectangle. */
  rects: QrRect[];
}

/**
 * Lays the modules out in an element of side `size` with `quietZone` blank modules on each side:
 * size / (modules + 2 × quietZone) per module. Adjacent dark modules of a row become one
 * rectangle, so there are fewer edges to draw and none inside a run, and the view fills them
 * all as one path, so neighbouring rows leave no hairline between them either.
 */
export function layoutQrModules(matrix: QrMatrix, size: number, quietZone: number): QrDrawing {
  const count = matrix.size;
  const moduleSize = size / (count + 2 * quietZone);
  const offset = quietZone * moduleSize;
  const rects: QrRect[] = [];
  for (let row = 0; row < count; row += 1) {
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const isDark = col < count && Boolean(matrix.data[row * count + col]);
      if (isDark && start < 0) start = col;
      if (!isDark && start >= 0) {
        rects.push({ x: offset + start * moduleSize, y: offset + row * moduleSize, width: (col - start) * moduleSize, height: moduleSize });
        start = -1;
      }
    }
  }
  return { moduleSize, offset, rects };
}
