import { and, eq, isNull } from 'drizzle-orm';
import { CustomTemplateId, customTemplateFileUrl, customTemplateKeyFromUrl } from '../../shared/api/custom-templates.js';
import { LayoutId } from '../../shared/api/layouts.js';
import { catalogCustomIdOf, catalogLayoutIdOf, catalogLayoutPreviewUrl } from '../../shared/api/public-catalog.js';
import { displayNameFromPath } from '../../shared/catalog/template-entry.js';
import type { BuiltInTemplates } from '../catalog/built-in-templates.js';
import type { Database } from '../db/client.js';
import { type CatalogRequestTemplate, customTemplates, layouts } from '../db/schema.js';

/** The template as the request modal sends it (spec part 2 §7). */
export interface SentCatalogTemplate {
  displayName: string;
  original: string;
  preview: string;
}

/** Stored for an operator's own template sent without a name: its file name means nothing to anyone. */
export const customTemplateFallbackName = 'Template personale';

/**
 * The template a catalogue request names, as it is stored, or null when it is neither a
 * built-in template (original and preview as in templates.json) nor one of this operator's
 * saved templates (the exact URLs their catalogue lists), nor a live layout this operator shows
 * in their catalogue ('Mostra nel catalogo'). A built-in's name is derived from its path and a
 * layout's is the operator's, so a client cannot put words of its own there.
 */
export async function findCatalogTemplate(
  db: Database,
  builtIns: BuiltInTemplates,
  operatorId: string,
  sent: SentCatalogTemplate,
): Promise<CatalogRequestTemplate | null> {
  const layoutId = catalogLayoutIdOf(sent.original);
  if (layoutId !== null) return findCatalogLayout(db, operatorId, layoutId);
  const customId = catalogCustomIdOf(sent.original);
  if (customId !== null) return findCustomById(db, operatorId, customId, sent);
  const builtIn = await builtIns.find(sent.original);
  if (builtIn !== undefined) {
    if (builtIn.preview !== sent.preview) return null;
    return { displayName: displayNameFromPath(builtIn.original), original_path: builtIn.original, preview: builtIn.preview };
  }
  const originalKey = customTemplateKeyFromUrl(sent.original);
  const previewKey = customTemplateKeyFromUrl(sent.preview);
  if (originalKey === null || previewKey === null) return null;
  const [row] = await db
    .select({ originalKey: customTemplates.originalKey, previewKey: customTemplates.previewKey })
    .from(customTemplates)
    .where(
      and(
        eq(customTemplates.userId, operatorId),
        eq(customTemplates.saved, true),
        eq(customTemplates.originalKey, originalKey),
        eq(customTemplates.previewKey, previewKey),
      ),
    )
    .limit(1);
  if (row === undefined) return null;
  const original = customTemplateFileUrl(row.originalKey);
  const preview = customTemplateFileUrl(row.previewKey);
  // Another spelling of the same key is not a URL the catalogue ever showed.
  if (original !== sent.original || preview !== sent.preview) return null;
  return { displayName: sent.displayName === '' ? customTemplateFallbackName : sent.displayName, original_path: original, preview };
}

/**
 * A layout named by a request: only a live one its operator marked for the catalogue. The
 * template stored is the layout's (the operator's editor opens it), the picture the current one.
 */
async function findCatalogLayout(db: Database, operatorId: string, layoutId: string): Promise<CatalogRequestTemplate | null> {
  if (!LayoutId.safeParse(layoutId).success) return null;
  const [row] = await db
    .select({ name: layouts.name, templatePath: layouts.templatePath, revision: layouts.revision })
    .from(layouts)
    .where(and(eq(layouts.id, layoutId), eq(layouts.userId, operatorId), eq(layouts.shownInCatalog, true), isNull(layouts.deletedAt)))
    .limit(1);
  if (row === undefined) return null;
  return { displayName: row.name, original_path: row.templatePath, preview: catalogLayoutPreviewUrl(operatorId, layoutId, row.revision), catalogLayoutId: layoutId };
}

/**
 * An upload named by its id, as the catalogue lists it: a saved template of this operator's,
 * with the preview URL the catalogue showed. Stored with its file's URL, as the dashboard reads it.
 */
async function findCustomById(db: Database, operatorId: string, templateId: string, sent: SentCatalogTemplate): Promise<CatalogRequestTemplate | null> {
  if (!CustomTemplateId.safeParse(templateId).success) return null;
  const [row] = await db
    .select({ originalKey: customTemplates.originalKey, previewKey: customTemplates.previewKey })
    .from(customTemplates)
    .where(and(eq(customTemplates.id, templateId), eq(customTemplates.userId, operatorId), eq(customTemplates.saved, true)))
    .limit(1);
  if (row === undefined) return null;
  const preview = customTemplateFileUrl(row.previewKey);
  if (preview !== sent.preview) return null;
  return { displayName: sent.displayName === '' ? customTemplateFallbackName : sent.displayName, original_path: customTemplateFileUrl(row.originalKey), preview };
}
