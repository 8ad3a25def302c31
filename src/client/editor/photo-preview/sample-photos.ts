/**
 * The sample photos `npm run assets` writes (scripts/assets/templates/write-sample-photos.ts:
 * six landscape JPEGs, 1200×900), in the order the preview hands them to the frames.
 */
export const samplePhotoUrls: readonly string[] = Array.from({ length: 6 }, (_, index) => `/assets/sample-photos/sample-${index + 1}.jpg`);
