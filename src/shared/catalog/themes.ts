import type { UiIconName } from './ui-icons.js';

/** Event themes of spec part 1 §2: four active, five shown as 'Coming Soon'. */
export const activeThemeKeys = ['matrimonio', 'compleanno', 'laurea', 'bambini'] as const;
export const comingSoonThemeKeys = ['natale', 'carnevale', 'halloween', 'nightlife', 'corporate'] as const;

export type ActiveThemeKey = (typeof activeThemeKeys)[number];
export type ThemeKey = ActiveThemeKey | (typeof comingSoonThemeKeys)[number];

export interface Theme {
  key: ThemeKey;
  /** Icon shown on the theme card (see ui-icons.ts). */
  icon: UiIconName;
  comingSoon: boolean;
}

const icons: Record<ThemeKey, UiIconName> = {
  matrimonio: 'ring',
  compleanno: 'birthday-cake',
  laurea: 'graduation-cap',
  bambini: 'teddy-bear',
  natale: 'christmas-tree',
  carnevale: 'performing-arts',
  halloween: 'jack-o-lantern',
  nightlife: 'mirror-ball',
  corporate: 'briefcase',
};

export const themes: readonly Theme[] = [
  ...activeThemeKeys.map((key) => ({ key, icon: icons[key], comingSoon: false })),
  ...comingSoonThemeKeys.map((key) => ({ key, icon: icons[key], comingSoon: true })),
];

export function isActiveTheme(value: string): value is ActiveThemeKey {
  return (activeThemeKeys as readonly string[]).includes(value);
}
