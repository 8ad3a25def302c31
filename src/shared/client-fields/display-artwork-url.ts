import { customTemplateDisplayKey, customTemplateFileUrl, customTemplateKeyFromUrl } from '../api/custom-templates.js';
import { displayPathOf } from '../catalog/display-path.js';
import { templatesPrefix } from '../catalog/template-entry.js';

/**
 * The public display copy of a layout's template (1000 px), which is all a client's draft page
 * ever draws on: a built-in template's display/<name>.webp, an uploaded template's display key.
 */
export function displayArtworkUrl(templatePath: string): string {
  if (templatePath.startsWith(templatesPrefix) && /\.png$/i.test(templatePath)) return displayPathOf(templatePath);
  const key = customTemplateKeyFromUrl(templatePath);
  const displayKey = key === null ? null : customTemplateDisplayKey(key);
  return displayKey === null ? templatePath : customTemplateFileUrl(displayKey);
}
