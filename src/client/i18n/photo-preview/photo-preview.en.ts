import type { photoPreviewIt } from './photo-preview.it.js';

/** English texts of the photo preview and test print; same keys as photo-preview.it.ts. */
export const photoPreviewEn: typeof photoPreviewIt = {
  group: 'Preview with photos',
  toggle: 'Preview with photos',
  toggleHint: 'Fills the frames with sample photos. The photos are not part of the layout or of the downloads.',
  hint: 'Drag a photo from your computer onto a frame; drag the photo to move it inside the frame.',
  pick: 'Test photos…',
  pickHint: 'Choose one or more photos: they go into the selected frames, otherwise from the first.',
  print: 'Test print',
  printHint: 'Downloads a PNG with the preview photos, marked as a test print. It does not use a pass download.',
  printing: 'Preparing the test print…',
  printed: 'Test print downloaded.',
  mark: 'TEST PRINT',
  fileSuffix: 'test-print',
  problems: {
    'not-an-image': 'This file is not an image: choose a JPG, PNG or WebP photo.',
    unreadable: 'This photo cannot be opened: try a JPG, PNG or WebP file.',
    'samples-missing': 'The sample photos did not load: check the connection and try again.',
  },
};
