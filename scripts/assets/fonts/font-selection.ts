/**
 * The fonts offered in the editor, by the category the font picker groups them under. Chosen by
 * hand for event layouts; the first seven are the ones the visitor and free plans allow
 * (src/shared/plans/plan-rules.ts) and must stay. Each family is self-hosted from the
 * @fontsource package whose id is the family name in kebab case.
 */
export const fontSelection = {
  Script: ['Great Vibes', 'Dancing Script', 'Parisienne', 'Allura', 'Alex Brush', 'Sacramento', 'Pacifico', 'Satisfy', 'Caveat'],
  Serif: ['Playfair Display', 'Cormorant Garamond', 'Cinzel', 'Libre Baskerville', 'Lora', 'Merriweather'],
  'Sans Serif': ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Raleway', 'Poppins', 'Josefin Sans', 'Quicksand', 'Oswald'],
  Display: ['Lobster', 'Abril Fatface', 'Bebas Neue', 'Amatic SC', 'Fredoka', 'Comfortaa'],
} as const satisfies Record<string, readonly string[]>;

/** Weights and styles copied when the package has them; the editor only offers bold and italic. */
export const selectedWeights = [400, 700] as const;
export const selectedStyles = ['normal', 'italic'] as const;
/** Latin covers Italian; latin-ext adds the accented letters of names from elsewhere in Europe. */
export const selectedSubsets = ['latin', 'latin-ext'] as const;

export function fontPackageId(family: string): string {
  return family.toLowerCase().replaceAll(' ', '-');
}
