/** The first JPEG inside a PDF (the print PDF stores its raster as encoded, DCTDecode). */
export function extractJpeg(pdf: Uint8Array): Buffer {
  const bytes = Buffer.from(pdf);
  const start = bytes.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const end = bytes.indexOf(Buffer.from([0xff, 0xd9]), start);
  if (start < 0 || end < 0) throw new Error('no JPEG in the PDF');
  return bytes.subarray(start, end + 2);
}
