import { z } from 'zod';
import { clientFieldMaxChars, maxClientFieldIdLength, maxClientFields } from '../client-fields/client-field-limits.js';
import { LayoutDocument } from '../layout/layout-document.js';
import { DraftId } from './drafts.js';
import { LayoutRevision } from './layouts.js';
import { OperatorId } from './public-catalog.js';

/**
 * The client's proposal from a draft of an account layout: the draft page shows the layout and
 * lets the client change the texts marked 'Modificabile dal cliente'; the operator accepts
 * (a new revision of the layout) or refuses (nothing changes).
 */

/** A field the client may edit: its element and what the draft page lets the client type. */
export const ClientFieldInfo = z.object({ elementId: z.string(), maxChars: z.number().int(), maxLines: z.number().int() });
export type ClientFieldInfo = z.infer<typeof ClientFieldInfo>;

/**
 * GET /api/draft-layout?id={draftId} (public): the document a draft of an account layout shows,
 * the display copy of its template to draw it on, and its editable fields. 404 for a draft
 * without a layout (the page shows its image instead).
 */
export const DraftLayoutResponse = z.object({
  document: LayoutDocument,
  /** The template's public display copy, never its print original. */
  artworkUrl: z.string(),
  fields: z.array(ClientFieldInfo),
});
export type DraftLayoutResponse = z.infer<typeof DraftLayoutResponse>;

/**
 * One field as the client sends it: the element and its new text (bounded before any rule runs).
 * Strict: a field carrying anything else (a position, a size, a style) is refused, not trimmed.
 */
export const ClientEditInput = z.strictObject({
  elementId: z.string().min(1).max(maxClientFieldIdLength),
  // Room for the line ends a browser sends as \r\n; the field's own limit is checked after cleaning.
  content: z.string().max(clientFieldMaxChars * 2),
});

/** POST /api/propose-client-fields (public): the draft link's operator, draft and request, and the changed texts. */
export const ProposeClientFieldsRequest = z.strictObject({
  operatorId: OperatorId,
  draftId: DraftId,
  requestId: z.string().min(1).max(100).optional(),
  fields: z.array(ClientEditInput).min(1).max(maxClientFields),
});
export type ProposeClientFieldsRequest = z.infer<typeof ProposeClientFieldsRequest>;

export const ProposeClientFieldsResponse = z.object({ success: z.literal(true), proposalId: z.string() });
export type ProposeClientFieldsResponse = z.infer<typeof ProposeClientFieldsResponse>;

export const ProposalChange = z.object({ elementId: z.string(), before: z.string(), after: z.string() });
export type ProposalChange = z.infer<typeof ProposalChange>;

/** A client's proposal waiting for the operator. */
export const LayoutProposal = z.object({
  id: z.string(),
  draftId: z.string(),
  /** The layout revision the draft showed. */
  baseRevision: LayoutRevision,
  createdAt: z.string(),
  changes: z.array(ProposalChange),
});
export type LayoutProposal = z.infer<typeof LayoutProposal>;

/** GET /api/layouts/:id/proposals (owner): the pending proposals, newest first. */
export const ListLayoutProposalsResponse = z.object({ proposals: z.array(LayoutProposal) });
export type ListLayoutProposalsResponse = z.infer<typeof ListLayoutProposalsResponse>;

/** Proposal ids: 'prp_' + random base64url. */
export const ProposalId = z.string().regex(/^prp_[A-Za-z0-9_-]{16,64}$/);

/**
 * POST /api/layouts/:id/proposals/:proposalId/accept (owner): the client's texts become the
 * layout's current document, saved as a new revision through the ordinary save and its checks.
 */
export const AcceptProposalResponse = z.object({ success: z.literal(true), revision: LayoutRevision });
export type AcceptProposalResponse = z.infer<typeof AcceptProposalResponse>;

/** POST /api/layouts/:id/proposals/:proposalId/refuse (owner): the operator's layout stays as it is. */
export const RefuseProposalResponse = z.object({ success: z.literal(true) });
export type RefuseProposalResponse = z.infer<typeof RefuseProposalResponse>;
