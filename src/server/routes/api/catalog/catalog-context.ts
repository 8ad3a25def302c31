import type { ApprovalPublisher } from '../../../booth-packs/approval-publisher.js';
import type { BuiltInTemplates } from '../../../catalog/built-in-templates.js';
import type { OperatorDataCache } from '../../../catalog/operator-data-cache.js';
import type { ProofOfWork } from '../../../proof-of-work/proof-of-work.js';
import type { CatalogLayoutPreviews } from '../../../render/catalog-layout-previews.js';
import type { ApiContext } from '../api-context.js';

/** The public catalogue's routes also check templates against the built-in catalogue. */
export interface CatalogContext extends ApiContext {
  templates: BuiltInTemplates;
  operatorData: OperatorDataCache;
  proofOfWork: ProofOfWork;
  /** The server-drawn pictures of the layouts operators show in their catalogues. */
  catalogLayoutPreviews: CatalogLayoutPreviews;
  /** Runs the booth publishes clients' approvals queue ('publish on approval'). */
  approvalPublisher: ApprovalPublisher;
}

/** Where an operator answers requests, named in the mails they get. */
export function dashboardUrlOf(ctx: CatalogContext): string {
  return `${ctx.config.publicUrl}/dashboard`;
}
