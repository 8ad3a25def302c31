export interface WatermarkTile {
  x: number;
  y: number;
  rotation: number;
}

/**
 * Where the tiled demo watermark's copies go (the text at +35° and -35°): a grid that
 * overshoots the image on every side, so that once rotated about their own centres the copies
 * still cover the corners. Half the copies lean one way, half the other, alternating by row.
 */
export function computeWatermarkTiles(args: { width: number; height: number; stepX: number; stepY: number; angle: number }): WatermarkTile[] {
  const { width, height, stepX, stepY, angle } = args;
  if (!(stepX > 0 && stepY > 0 && width > 0 && height > 0)) return [];
  const tiles: WatermarkTile[] = [];
  let row = 0;
  for (let y = -stepY / 2; y <= height + stepY / 2; y += stepY, row += 1) {
    // Odd rows shift by half a step, so the copies interlock instead of forming columns.
    const offset = row % 2 === 0 ? 0 : stepX / 2;
    for (let x = -stepX / 2 + offset; x <= width + stepX / 2; x += stepX) {
      tiles.push({ x, y, rotation: row % 2 === 0 ? -angle : angle });
    }
  }
  return tiles;
}
