import sharp from 'sharp';

/** The mean colour (RGB, alpha dropped) of an image's pixels under a box in its own pixels. */
export async function meanColourUnder(png: Buffer, box: { x: number; y: number; w: number; h: number }): Promise<[number, number, number]> {
  const { data, info } = await sharp(png)
    .extract({ left: Math.round(box.x), top: Math.round(box.y), width: Math.round(box.w), height: Math.round(box.h) })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let k = 0; k < 3; k += 1) sum[k] = (sum[k] ?? 0) + (data[i + k] ?? 0);
  const n = data.length / info.channels;
  return [(sum[0] ?? 0) / n, (sum[1] ?? 0) / n, (sum[2] ?? 0) / n];
}
