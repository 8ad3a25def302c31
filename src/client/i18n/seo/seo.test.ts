import { describe, expect, test } from 'vitest';
import { seoPageKeys, type SeoPageKey } from '../../../shared/seo/public-pages.js';
import { en } from '../en.js';
import { it as itTexts } from '../it.js';

/** The heading each page names the browser tab with (use-document-title), per language. */
function pageTitles(texts: typeof itTexts): Record<SeoPageKey, string> {
  return {
    landing: texts.landing.documentTitle,
    abbonamenti: texts.pages.abbonamenti.title,
    layoutPersonalizzato: texts.pages.layoutPersonalizzato.title,
    chooseTheme: texts.pages.chooseTheme.title,
    chooseFormat: texts.pages.chooseFormat.title,
    chooseTemplate: texts.pages.chooseTemplate.title,
    prova: texts.pages.prova.title,
    supporto: texts.pages.supporto.title,
    guidaOperatore: texts.pages.guidaOperatore.title,
    contatti: texts.pages.contatti.title,
    terminiDiServizio: texts.pages.terminiDiServizio.title,
    privacyPolicy: texts.pages.privacyPolicy.title,
    cookiePolicy: texts.pages.cookiePolicy.title,
    catalogo: texts.pages.catalogo.title,
    view: texts.pages.view.title,
  };
}

describe('SEO titles', () => {
  // The server's <title> and the one the page sets once it runs must not differ.
  test.each([
    ['it', itTexts],
    ['en', en],
  ] as const)('are the titles the pages give the tab (%s)', (_language, texts) => {
    const expected = pageTitles(texts);
    for (const key of seoPageKeys) expect(texts.seo.pages[key].title, key).toBe(expected[key]);
  });
});
