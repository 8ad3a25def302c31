// The texts live in src/shared/seo: the server writes them into the HTML of each public page.
export { seoTextsEn as seoEn } from '../../../shared/seo/seo-texts.en.js';
