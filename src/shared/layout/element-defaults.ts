/**
 * Spec part 1 §9, as written there. Every length here is in SCREEN pixels: the factories divide
 * by the display scale when the element is created, so a new image looks 150 px wide whatever
 * the zoom, and at scale 1 the document holds exactly these numbers.
 */
export const elementDefaults = {
  fontFamily: 'Roboto',
  shadowColor: '#000000',
  text: {
    /** Spec §4: the initial text is 'Nome & Nome / Data Evento', one per line. */
    initialNames: 'Nome & Nome',
    initialDate: 'Data Evento',
    fontSize: 20,
    initialColor: '#333333',
    addedColor: '#172b4d',
    lineHeight: 1.3,
    shadowBlur: 2,
    shadowOffset: 2,
    /** Not in the spec: an added text starts where an added image does. */
    x: 50,
    y: 50,
    /** Not in the spec: the initial text is centred in a box this share of the template width. */
    initialWidthShare: 0.8,
  },
  image: { width: 150, x: 50, y: 50, shadowBlur: 5, shadowOffset: 5 },
  clipart: { width: 80, x: 60, y: 60 },
  line: { width: 150, thickness: 3, x: 50, y: 70, color: '#333333' },
  placeholder: { width: 150, height: 100, x: 70, y: 70, borderColor: '#ffffff', borderWidth: 5 },
  /** Not in the spec: a shape starts as a soft blush with a thin outline of the separator's grey. */
  ellipse: { width: 150, height: 100, x: 60, y: 60, fillColor: '#f4d3da', strokeColor: '#333333', strokeWidth: 2 },
  /**
   * Not in the spec. The size is in TEMPLATE pixels, unlike the rest: a QR is sized for the
   * print (300 px is an inch at 300 dpi, easy to scan on a 4x6), not for the screen.
   */
  qrcode: { size: 300, x: 50, y: 50, color: '#000000', backgroundColor: '#ffffff', quietZone: 4, errorCorrection: 'M' },
} as const;
