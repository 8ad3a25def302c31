/**
 * Layers with this name hold what is printed (template, elements); the export draws them, bottom
 * first, from copies of their children, so the template's layer counts though the editor hides it.
 */
export const printableLayerName = 'printable';

/** The template image's node: the export swaps in a decoded copy of the picture. */
export const templateNodeName = 'template-image';

/**
 * The 'Anteprima con foto' photo inside a frame: drawn on screen only. Exports remove it from
 * their copies (a test print keeps it), and so does the thumbnail.
 */
export const previewPhotoNodeName = 'preview-photo';
