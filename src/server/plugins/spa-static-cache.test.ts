import { describe, expect, it } from 'vitest';
import { insertHeadTags } from '../seo/page-head.js';
import { cacheControlFor } from './spa-static.js';

const immutable = 'public, max-age=31536000, immutable';

describe('cache lifetime of built files', () => {
  it.each([
    ['assets/index-BxK3_9aZ.js', immutable],
    ['assets/editor-page-a1-b2-c3-d4.css', immutable],
    ['assets/font-Abcdefgh.woff2', immutable],
    ['assets/index-short.js', 'public, max-age=300, must-revalidate'],
    ['favicon.png', 'public, max-age=300, must-revalidate'],
    ['assets/nohash_12345678.js', 'public, max-age=300, must-revalidate'],
    ['assets/a-12345678.JS', 'public, max-age=300, must-revalidate'],
    ['index.html', 'no-cache'],
  ])('%s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });

  it('judges a very long name in one pass', () => {
    expect(cacheControlFor(`${'-'.repeat(300_000)}.x!`)).toBe('public, max-age=300, must-revalidate');
  });
});

describe('page head tags', () => {
  it('replace the title and the description line, and nothing else', () => {
    const template = '<head>\n    <meta charset="utf-8">\n    <meta name="description" content="vecchia">\n    <title>Vecchio</title>\n  </head>';
    expect(insertHeadTags(template, '<title>Nuovo</title>')).toBe('<head>\n    <meta charset="utf-8">\n<title>Nuovo</title>\n  </head>');
  });

  it('add the tags before </head> when the template has no title', () => {
    expect(insertHeadTags('<html><HEAD></HEAD><body>', '<title>T</title>')).toBe('<html><HEAD><title>T</title>\n  </head><body>');
  });
});
