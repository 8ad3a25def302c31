/** Spec part 1 §2: the demo editor opens the default wedding vertical-postcard template. */
export const demoTemplate = { theme: 'matrimonio', format: 'cartolina-verticale', fileName: 'eucalyptus-bloom.png' } as const;
