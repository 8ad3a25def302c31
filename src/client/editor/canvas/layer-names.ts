/** Layers with this name hold what is printed (template, elements); the export draws them, bottom first. */
export const printableLayerName = 'printable';
