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

/** Where local (element) coordinates land on the output canvas, for a drawing with no rotation or skew. */
export interface AxisTransform {
  scaleX: number;
  scaleY: number;
  translateX: number;
  translateY: number;
}

/** Below this many output pixels a module, rounding its edges would shift modules by a visible share of their width. */
const minimumSnappedModule = 2;

/**
 * The rectangles with every edge moved to the nearest whole output pixel, so the modules come out
 * pure colour with no grey antialiased border (module and quiet-zone sizes rarely divide into
 * pixels: 300 px over 37 modules is 8.1 px a module). An edge shared by two modules maps to the
 * same pixel for both, so nothing opens between them. Returned unchanged when modules are under
 * two output pixels (a small on-screen preview), where rounding would distort the symbol.
 */
export function snapQrRects(drawing: QrDrawing, transform: AxisTransform): readonly QrRect[] {
  if (drawing.moduleSize * Math.min(Math.abs(transform.scaleX), Math.abs(transform.scaleY)) < minimumSnappedModule) return drawing.rects;
  const snapX = (value: number) => (Math.round(transform.scaleX * value + transform.translateX) - transform.translateX) / transform.scaleX;
  const snapY = (value: number) => (Math.round(transform.scaleY * value + transform.translateY) - transform.translateY) / transform.scaleY;
  return drawing.rects.map((rect) => {
    const x = snapX(rect.x);
    const y = snapY(rect.y);
    return { x, y, width: snapX(rect.x + rect.width) - x, height: snapY(rect.y + rect.height) - y };
  });
}
