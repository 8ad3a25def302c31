import { elementDefaults } from './element-defaults.js';

/** Spec §9: Roboto when the font list has it, otherwise the first font offered. */
export function pickDefaultFont(families: readonly string[]): string {
  if (families.includes(elementDefaults.fontFamily)) return elementDefaults.fontFamily;
  return families[0] ?? elementDefaults.fontFamily;
}
