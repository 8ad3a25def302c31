import type { Database } from '../db/client.js';
import { catalogRequests, customTemplates, drafts, storedFiles, unlockedTemplates, users } from '../db/schema.js';

/** Who owns what, what plan each user has and what each pass allows: what mass assignment would change. */
export interface SensitiveState {
  plans: Map<string, string>;
  owners: Map<string, string>;
  requestStatuses: Map<string, string>;
  passes: Map<string, { downloads: number; expiry: number }>;
}

export async function readSensitiveState(db: Database): Promise<SensitiveState> {
  const [userRows, draftRows, templateRows, requestRows, fileRows, passRows] = await Promise.all([
    db.select().from(users),
    db.select({ id: drafts.id, owner: drafts.userId }).from(drafts),
    db.select({ id: customTemplates.id, owner: customTemplates.userId }).from(customTemplates),
    db.select({ id: catalogRequests.id, owner: catalogRequests.operatorId, status: catalogRequests.status }).from(catalogRequests),
    db.select({ id: storedFiles.key, owner: storedFiles.userId }).from(storedFiles),
    db.select().from(unlockedTemplates),
  ]);
  const plans = new Map(
    userRows.map((u) => [u.id, [u.email, u.planType, u.subscriptionStatus, u.currentPeriodEnd, u.stripeCustomerId, u.stripeSubscriptionId, u.oidcSubject].join('|')]),
  );
  const owners = new Map<string, string>();
  for (const [table, rows] of [
    ['drafts', draftRows],
    ['custom_templates', templateRows],
    ['catalog_requests', requestRows],
    ['stored_files', fileRows],
  ] as const) {
    for (const row of rows) owners.set(`${table}:${row.id}`, row.owner);
  }
  return {
    plans,
    owners,
    requestStatuses: new Map(requestRows.map((row) => [row.id, row.status])),
    passes: new Map(passRows.map((p) => [`${p.userId}:${p.templateId}`, { downloads: p.downloadsRemaining, expiry: p.unlockExpiryDate.getTime() }])),
  };
}

/** What changed from `before` that no request body may cause; empty when nothing did. */
export function listForbiddenChanges(before: SensitiveState, after: SensitiveState, caller: string | undefined): string[] {
  const problems: string[] = [];
  for (const [id, plan] of after.plans) if (before.plans.has(id) && before.plans.get(id) !== plan) problems.push(`plan of ${id}: ${before.plans.get(id)} -> ${plan}`);
  for (const [key, owner] of after.owners) {
    const previous = before.owners.get(key);
    if (previous !== undefined && previous !== owner) problems.push(`${key} moved from ${previous} to ${owner}`);
    // A new row belongs to the caller, or (a public form) to the operator named by the form.
    if (previous === undefined && caller !== undefined && !key.startsWith('catalog_requests:') && owner !== caller) problems.push(`${key} created for ${owner}`);
  }
  for (const [id, status] of after.requestStatuses) if (!before.requestStatuses.has(id) && status !== 'nuova') problems.push(`new request ${id} with status ${status}`);
  for (const [key, pass] of after.passes) {
    const previous = before.passes.get(key);
    if (previous === undefined) problems.push(`new pass ${key}`);
    else if (pass.downloads > previous.downloads || pass.expiry > previous.expiry) problems.push(`pass ${key} grew`);
  }
  return problems;
}
