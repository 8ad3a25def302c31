// The texts live in src/shared/seo: the server writes them into the HTML of each public page.
export { seoTextsIt as seoIt } from '../../../shared/seo/seo-texts.it.js';
