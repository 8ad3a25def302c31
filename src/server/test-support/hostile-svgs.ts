/** SVG files of a kilobyte or two built to make a renderer work for seconds or minutes. */

const open = (size = 2000) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}">`;

/** A billion laughs of `<use>`: each level draws the previous one `fan` times; fan^levels shapes in the end. */
export function useBombSvg(levels = 6, fan = 10): Buffer {
  let defs = '<g id="l0"><path d="M0 0 L2000 2000 L0 2000 Z" fill="red" fill-opacity="0.02"/></g>';
  for (let level = 1; level <= levels; level += 1) defs += `<g id="l${level}">${`<use xlink:href="#l${level - 1}"/>`.repeat(fan)}</g>`;
  return Buffer.from(`${open()}<defs>${defs}</defs><use href="#l${levels}"/></svg>`);
}

/** The same explosion through url(#…) references: patterns filled with patterns. */
export function patternBombSvg(levels = 6): Buffer {
  let defs = '<pattern id="p0" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern>';
  for (let level = 1; level <= levels; level += 1) {
    defs += `<pattern id="p${level}" width="40" height="40" patternUnits="userSpaceOnUse">${`<rect width="40" height="40" fill="url(#p${level - 1})"/>`.repeat(10)}</pattern>`;
  }
  return Buffer.from(`${open()}<defs>${defs}</defs><rect width="2000" height="2000" fill="url(#p${levels})"/></svg>`);
}

export const deeplyNestedSvg = (depth = 5000) => Buffer.from(`${open()}${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`);

export const crowdedSvg = (count = 50_000) => Buffer.from(`${open()}${'<rect width="1" height="1"/>'.repeat(count)}</svg>`);

/** Entities declared in a DOCTYPE, each ten of the previous: the classic billion laughs. */
export function entityBombSvg(): Buffer {
  let entities = '<!ENTITY a0 "ha">';
  for (let level = 1; level <= 9; level += 1) entities += `<!ENTITY a${level} "${`&a${level - 1};`.repeat(10)}">`;
  return Buffer.from(`<?xml version="1.0"?><!DOCTYPE svg [${entities}]>${open()}<text>&a9;</text></svg>`);
}

export const useCycleSvg = () => Buffer.from(`${open()}<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>`);

export const stylesheetSvg = () => Buffer.from(`<?xml version="1.0"?><?xml-stylesheet href="file:///etc/passwd"?>${open()}<rect width="1" height="1"/></svg>`);

export const hugeCanvasSvg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>');

/**
 * Within every structural bound (22 elements, no references but one filter) and still many
 * seconds to draw: twenty full-canvas rectangles each dilated by 300 pixels. Only a deadline stops it.
 */
export const slowFilterSvg = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="8000"><filter id="f"><feMorphology operator="dilate" radius="300"/></filter>${'<rect width="8000" height="8000" fill="red" filter="url(#f)"/>'.repeat(20)}</svg>`,
  );
