import { describe, expect, it } from 'vitest';
import {
  crowdedSvg,
  deeplyNestedSvg,
  entityBombSvg,
  hugeCanvasSvg,
  patternBombSvg,
  slowFilterSvg,
  stylesheetSvg,
  useBombSvg,
  useCycleSvg,
} from '../test-support/hostile-svgs.js';
import { checkSvgBudget } from './svg-budget.js';

const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Esportato da un programma di grafica -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240mm" height="120mm" viewBox="0 0 240 120">
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color='#2a6f97'/></linearGradient>
    <symbol id="star" viewBox="0 0 10 10"><path d="M5 0 L6 4 L10 4 L7 6 L8 10 L5 7 L2 10 L3 6 L0 4 L4 4 Z"/></symbol>
    <style><![CDATA[ .t { font: bold 20px sans-serif; } ]]></style>
  </defs>
  <rect width="240" height="120" rx="12" fill="url(#g)"/>
  <use xlink:href="#star" x="10" y="10" width="20" height="20"/>
  <use href="#star" x="40" y="10" width="20" height="20"/>
  <svg:text xmlns:svg="http://www.w3.org/2000/svg" class="t" x="70" y="70">Studio &amp; Foto</svg:text>
</svg>`;

describe('checkSvgBudget', () => {
  it('accepts an ordinary logo: gradients, symbols used twice, CDATA, comments, prefixes, mm sizes', () => {
    expect(checkSvgBudget(Buffer.from(logo))).toEqual({ ok: true });
    expect(checkSvgBudget(slowFilterSvg())).toEqual({ ok: true });
    expect(checkSvgBudget(useBombSvg(2, 10))).toEqual({ ok: true });
  });

  it.each([
    ['a billion laughs of <use>', useBombSvg(), 'too-complex'],
    // Ten thousand full-canvas shapes from 900 bytes: five seconds of librsvg.
    ['four levels of ten <use>', useBombSvg(4, 10), 'too-complex'],
    ['a billion laughs of url(#pattern)', patternBombSvg(), 'too-complex'],
    ['5000 nested groups', deeplyNestedSvg(), 'too-complex'],
    ['50 000 elements', crowdedSvg(), 'too-complex'],
    ['two groups using each other', useCycleSvg(), 'too-complex'],
    ['a DOCTYPE of nested entities', entityBombSvg(), 'doctype'],
    ['an xml-stylesheet instruction', stylesheetSvg(), 'doctype'],
    ['a canvas of 100 000 pixels a side', hugeCanvasSvg(), 'too-large'],
    ['a viewBox of a million pixels and no size', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e6 1e6"/>'), 'too-large'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'not-svg'],
    ['an unclosed tag', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1'), 'not-svg'],
    ['UTF-16', Buffer.from('\ufeff<svg/>', 'utf16le'), 'not-svg'],
  ])('refuses %s', (_label, bytes, reason) => {
    expect(checkSvgBudget(bytes)).toEqual({ ok: false, reason });
  });
});
