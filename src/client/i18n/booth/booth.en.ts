import type { boothIt } from './booth.it';

/** English texts of the print and booth exports; same keys as booth.it.ts. */
export const boothEn: typeof boothIt = {
  open: 'Print and photo booth',
  title: 'Export for print',
  intro: 'Choose the file to prepare. The layout is exported at print resolution (300 dpi).',
  options: 'File type',
  booth: {
    label: 'Export for photo booth (.zip)',
    hint: 'Overlay PNG with transparent holes where the photo frames are, background, photo positions (slots.json) and files ready for PhotoboothProject and photobooth-app, with instructions for Breeze, dslrBooth and DNP.',
    locked: 'Available with the Annual plan or a pass for this template.',
    lockedLink: 'See the plans',
    noSlots: 'Add at least one photo frame to the layout: it becomes the hole where the booth puts the photo.',
  },
  twoUp: {
    label: '4x6 sheet with two strips',
    hint: 'Two identical copies of the strip on a {{width}}×{{height}} sheet, the way booth printers cut them (for example DNP "2x6 with cut").',
    onlyStrips: 'For 2x6 strips only.',
    cutLine: 'Cut line between the two copies',
  },
  pdf: {
    label: 'PDF for print labs',
    hint: 'Page at the trimmed size plus 3 mm of bleed on each side, with crop marks; 300 dpi image, edges extended into the bleed.',
  },
  export: 'Export',
  close: 'Close',
  fileNames: {
    twoUp: 'sheet-2-strips',
    pdf: 'print',
    booth: 'photobooth',
  },
  readme: {
    title: 'Cornice – photo booth package: {{name}}',
    contents: 'Contents',
    overlay: 'overlay.png – the layout at {{width}}×{{height}} px, 300 dpi, with a transparent hole (alpha 0) where each photo frame is. It goes over the photos.',
    background: 'background.png – the same layout without holes, for software that puts the photos over the background.',
    slots: 'slots.json – canvas and photo positions in pixels from the top-left corner: x, y, width and height of the unrotated rectangle, rotation in degrees clockwise about its centre.',
    collage: 'collage.json – layout for PhotoboothProject (photobooth-project): copy background.png and overlay.png to {{folder}} and collage.json to private/collage/. It turns photos counter-clockwise: the angles are already converted, and the box of a tilted photo is made larger to allow for the shrinking it applies, so the photo fills its hole.',
    photoboothApp: 'photobooth-app.json – for photobooth-app: canvas_width, canvas_height and merge_definition to copy into the collage action (rotate is counter-clockwise); use overlay.png as the front image.',
    breezeTitle: 'Breeze (DSLR Remote Pro, Booth for iPad)',
    breeze: 'In the Print Layout Editor choose the {{preset}} size, load background.png as background and overlay.png as overlay, then draw the photos over the holes following slots.json.',
    dslrBoothTitle: 'dslrBooth',
    dslrBooth: 'Create a {{preset}} template, import overlay.png as the foreground layer and place the photos under the holes with the values in slots.json (canvas {{width}}×{{height}}).',
    dnpTitle: 'DNP Hot Folder Print',
    dnp: 'Use overlay.png as the border: it is full print size, 300 dpi, RGB, transparent. Rename it following the Hot Folder convention (name_o.png, one file per orientation) and put it in the borders folder.',
    rotation: 'Rotation: Cornice turns elements about their top-left corner, booth software about the centre; the files here are already converted.',
  },
};
