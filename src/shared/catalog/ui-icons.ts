/**
 * Icons the interface shows, drawn from the same Fluent Emoji set as the clip-art and served by
 * us as /assets/icons/{name}.svg, so they look the same on every machine (many have no emoji font).
 */
export const uiIconNames = [
  'ring',
  'birthday-cake',
  'graduation-cap',
  'teddy-bear',
  'christmas-tree',
  'performing-arts',
  'jack-o-lantern',
  'mirror-ball',
  'briefcase',
  'locked',
  'information',
  'triangular-ruler',
  'warning',
  'card-index-dividers',
  'compass',
  'hourglass-not-done',
] as const;

export type UiIconName = (typeof uiIconNames)[number];

export function uiIconPath(name: UiIconName): string {
  return `/assets/icons/${name}.svg`;
}
