import type { IconSet } from './read-icon-set.js';

/**
 * Intrinsic size multiplier: the icons are drawn on a 32-unit grid, and an <img> of a 32 px SVG
 * is rasterised small by some browsers before the canvas scales it up. 8x gives 256 px.
 */
const intrinsicScale = 8;
/** IconifyJSON defaults when neither the icon nor the set gives a dimension. */
const defaultSize = 16;

interface ResolvedIcon {
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
  hFlip: boolean;
  vFlip: boolean;
}

/**
 * A standalone SVG file for one icon of the set: the icon's body inside an <svg> with its own
 * viewBox, so it can be served as a file and drawn by the editor like any other image.
 */
export function renderIconSvg(set: IconSet, iconName: string, comment: string): string {
  const icon = resolveIcon(set, iconName);
  const viewBox = [icon.left, icon.top, icon.width, icon.height].join(' ');
  const body = flip(icon);
  const size = `width="${icon.width * intrinsicScale}" height="${icon.height * intrinsicScale}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="${viewBox}"><!-- ${comment} -->${body}</svg>\n`;
}

/** Follows an alias to its icon; an alias may flip its parent (the pointing-right hands do). */
function resolveIcon(set: IconSet, iconName: string): ResolvedIcon {
  const icon = set.icons[iconName];
  const alias = set.aliases?.[iconName];
  const source = icon ?? (alias === undefined ? undefined : set.icons[alias.parent]);
  if (source === undefined) throw new Error(`Icon ${iconName} is not in the ${set.prefix} set`);
  if ((source.rotate ?? 0) !== 0 || (alias?.rotate ?? 0) !== 0) {
    throw new Error(`Icon ${iconName} is rotated; rotation is not supported`);
  }
  return {
    body: source.body,
    left: alias?.left ?? source.left ?? set.left ?? 0,
    top: alias?.top ?? source.top ?? set.top ?? 0,
    width: alias?.width ?? source.width ?? set.width ?? defaultSize,
    height: alias?.height ?? source.height ?? set.height ?? defaultSize,
    // Flips compose: flipping a flipped parent restores it.
    hFlip: (source.hFlip ?? false) !== (alias?.hFlip ?? false),
    vFlip: (source.vFlip ?? false) !== (alias?.vFlip ?? false),
  };
}

function flip(icon: ResolvedIcon): string {
  if (!icon.hFlip && !icon.vFlip) return icon.body;
  const translateX = icon.hFlip ? 2 * icon.left + icon.width : 0;
  const translateY = icon.vFlip ? 2 * icon.top + icon.height : 0;
  const scale = `${icon.hFlip ? -1 : 1} ${icon.vFlip ? -1 : 1}`;
  return `<g transform="translate(${translateX} ${translateY}) scale(${scale})">${icon.body}</g>`;
}
