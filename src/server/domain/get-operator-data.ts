import { eq } from 'drizzle-orm';
import { catalogCustomOriginal, type OperatorDataResponse } from '../../shared/api/public-catalog.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { listAllCustomTemplates } from './list-custom-templates.js';
import { listCatalogLayouts } from './list-catalog-layouts.js';

/**
 * The public side of an operator (spec part 2 §3 "Operator data"): profile fields a client may
 * see, the saved custom templates and the layouts marked 'Mostra nel catalogo'. Never the
 * account or contact email, nor the plan. Null
 * when there is no such operator.
 */
export async function getOperatorData(db: Database, userId: string): Promise<OperatorDataResponse | null> {
  const [operator] = await db
    .select({ id: users.id, businessName: users.businessName, logoUrl: users.logoUrl, contactPhone: users.contactPhone })
    .from(users)
    .where(eq(users.id, userId));
  if (operator === undefined) return null;
  return {
    userId: operator.id,
    businessName: operator.businessName,
    logoUrl: operator.logoUrl,
    contactPhone: operator.contactPhone,
    // The uploads' print files stay unnamed: a request names an upload by its id.
    custom_templates: (await listAllCustomTemplates(db, operator.id)).map((template) => ({ ...template, original: catalogCustomOriginal(template.id) })),
    catalog_layouts: await listCatalogLayouts(db, operator.id),
  };
}
