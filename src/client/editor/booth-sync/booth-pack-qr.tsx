import { createQrMatrix } from '../../../shared/layout/kinds/qrcode/create-qr-matrix.js';

/** The pull URL as a QR code (SVG, dark on white with the quiet zone), for a phone at the booth. */
export function BoothPackQr({ url, label }: { url: string; label: string }) {
  const matrix = createQrMatrix(url, 'M');
  if (matrix === null) return null;
  const quiet = 4;
  const size = matrix.size + quiet * 2;
  let path = '';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.data[row * matrix.size + column]) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg className="booth-pack__qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
