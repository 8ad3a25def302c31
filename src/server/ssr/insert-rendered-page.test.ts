import { describe, expect, it } from 'vitest';
import { visitorMe } from '../../shared/api/visitor-me.js';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { insertRenderedPage } from './insert-rendered-page.js';

const template = '<html lang="it"><head><title>Cornice</title>\n</head><body><div id="root"></div></body></html>';
const state: BootState = { language: 'it', me: visitorMe, cookieConsent: null };

describe('insertRenderedPage', () => {
  it('fills #root, marks it server-rendered and puts the state and the app scripts beside it as JSON', () => {
    const html = insertRenderedPage(template, '<main><h1>Ciao</h1></main>', state, ['/assets/main-A1.js']);
    expect(html).toContain('<div id="root" data-ssr=""><main><h1>Ciao</h1></main></div>');
    const json = /<script type="application\/json" id="boot-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(state);
    expect(html).toContain('<script type="application/json" id="app-modules">["/assets/main-A1.js"]</script>');
  });

  it("moves React's hoisted preloads into <head>", () => {
    const html = insertRenderedPage(template, '<link rel="preload" as="image" href="/a.webp"/><main></main>', state, []);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/a\.webp"\/>\s*<\/head>/);
    expect(html).toContain('<div id="root" data-ssr=""><main></main></div>');
  });

  it('cannot be broken out of by markup in the data (a business name, a profile)', () => {
    const hostile: BootState = { ...state, operator: { operatorId: 'x', status: 'error', message: '</script><script>alert(1)</script>' } };
    const html = insertRenderedPage(template, '<main></main>', hostile, []);
    expect(html.match(/<script/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="boot-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect((JSON.parse(json ?? '') as BootState).operator).toEqual(hostile.operator);
  });
});
