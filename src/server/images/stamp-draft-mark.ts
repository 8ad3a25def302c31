import sharp from 'sharp';

/** The spec's draft mark: the word, bold, a quarter of the width tall, red at 30 %, at -35° across the middle. */
const markColour = 'rgb(200, 30, 45)';
const markOpacity = 0.3;
const markAngle = -35;
const printDpi = 300;

/**
 * 'BOZZA' in the font the editor draws the mark in (Roboto bold, @fontsource/roboto 5, laid out
 * by fontkit), as glyph outlines in font units (y up): the mark never depends on a font being
 * installed on the server's machine (librsvg would silently draw nothing without one), nor on a
 * development package at run time.
 */
const markGlyphs = {
  unitsPerEm: 2048,
  capHeight: 1456,
  advance: 6571,
  paths: [
    '<path transform="translate(0 0)" d="M687 0L130 0L130 1456L638 1456Q765 1456 865.5 1432Q966 1408 1036 1359Q1106 1310 1143 1235.5Q1180 1161 1180 1059Q1180 969 1139.5 893Q1099 817 1013 769Q994 759 974 751Q1020 739 1057 718Q1138 669 1175.5 592Q1213 515 1213 427Q1213 287 1152 191.5Q1091 96 973.5 48Q856 0 687 0ZM700 639L430 639L430 234L687 234Q766 234 816 259.5Q866 285 890 329Q914 373 914 430Q914 494 892.5 541Q871 588 824 613.5Q777 639 700 639ZM430 845L638 845Q721 845 774 866.5Q827 888 853.5 929.5Q880 971 880 1031Q880 1099 854.5 1141Q829 1183 775.5 1202Q722 1221 638 1221L430 1221Z"/>',
    '<path transform="translate(1307 0)" d="M1326 762L1326 693Q1326 527 1281 395Q1236 263 1154 170.5Q1072 78 958.5 29Q845 -20 707 -20Q570 -20 456.5 29Q343 78 260 170.5Q177 263 131.5 395Q86 527 86 693L86 762Q86 929 131 1060.5Q176 1192 258.5 1285Q341 1378 454.5 1427Q568 1476 705 1476Q843 1476 956.5 1427Q1070 1378 1152.5 1285Q1235 1192 1280.5 1060.5Q1326 929 1326 762ZM1023 693L1023 764Q1023 880 1002 968Q981 1056 940 1116Q899 1176 840 1206.5Q781 1237 705 1237Q629 1237 570.5 1206.5Q512 1176 471.5 1116Q431 1056 410 968Q389 880 389 764L389 693Q389 578 410 489.5Q431 401 472 340.5Q513 280 572 249Q631 218 707 218Q783 218 842 249Q901 280 941 340.5Q981 401 1002 489.5Q1023 578 1023 693Z"/>',
    '<path transform="translate(2696 0)" d="M1183 234L1183 0L73 0L73 172L801 1221L74 1221L74 1456L1168 1456L1168 1289L444 234Z"/>',
    '<path transform="translate(3939 0)" d="M1183 234L1183 0L73 0L73 172L801 1221L74 1221L74 1456L1168 1456L1168 1289L444 234Z"/>',
    '<path transform="translate(5195 0)" d="M1051 0L950 307L427 307L326 0L7 0L548 1456L827 1456L1371 0ZM873 542L688 1103L504 542Z"/>',
  ].join(''),
};

/** The SVG of the mark for a picture of this size, the word as glyph outlines. */
export function draftMarkSvg(width: number, height: number): string {
  const scale = width / 4 / markGlyphs.unitsPerEm;
  // Font units are y-up: the flip puts the baseline at 0 and the capitals above it.
  const centre = `translate(${width / 2} ${height / 2}) rotate(${markAngle}) scale(${scale} ${-scale}) translate(${-markGlyphs.advance / 2} ${-markGlyphs.capHeight / 2})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g fill="${markColour}" fill-opacity="${markOpacity}" transform="${centre}">${markGlyphs.paths}</g></svg>`
  );
}

/** The picture with the large 'BOZZA' over it, as a 300 dpi PNG with no metadata of the sender's. */
export async function stampDraftMark(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png, { limitInputPixels: false })
    .composite([{ input: Buffer.from(draftMarkSvg(width, height)), top: 0, left: 0 }])
    .withExif({})
    .withDensity(printDpi)
    .png()
    .toBuffer();
}
