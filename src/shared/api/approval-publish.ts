import { z } from 'zod';
import { printerPresetIds } from '../print/printer-presets.js';

/**
 * 'Pubblica in cabina quando il cliente approva', per layout (owner only, like every layout
 * route): when a client approves a draft of the layout, the server publishes the approved
 * revision to the layout's pull URL, built and allowed as 'Pubblica per la cabina' is. Only a
 * layout already published does it (the booth is already pointed at the URL).
 * GET/PUT /api/layouts/:id/booth-pack/approval-publish.
 */
export const ApprovalPublishSettings = z.object({
  /** The printer the pack is sized and checked for, as chosen in the dialog when it was turned on. */
  printerId: z.enum(printerPresetIds),
  /** The language of the pack's README.txt. */
  language: z.enum(['it', 'en']),
});
export type ApprovalPublishSettings = z.infer<typeof ApprovalPublishSettings>;

/** PUT body: on (with the pack's printer and language) or off. */
export const SetApprovalPublishRequest = z.discriminatedUnion('isEnabled', [
  z.object({ isEnabled: z.literal(true), printerId: z.enum(printerPresetIds).optional(), language: z.enum(['it', 'en']).optional() }),
  z.object({ isEnabled: z.literal(false) }),
]);
export type SetApprovalPublishRequest = z.infer<typeof SetApprovalPublishRequest>;

export const approvalPublishStatuses = ['pending', 'running', 'published', 'failed'] as const;

/**
 * Why an approval's publish failed: no pass for the template, the pass expired or spent, the
 * pull URL revoked meanwhile, the approved revision no longer stored, or the build failed.
 */
export const approvalPublishFailures = ['noPass', 'passExpired', 'downloadsExhausted', 'notPublished', 'revisionUnavailable', 'buildFailed'] as const;
export const ApprovalPublishFailure = z.enum(approvalPublishFailures);
export type ApprovalPublishFailure = z.infer<typeof ApprovalPublishFailure>;

/** The latest publish an approval asked for: its state, and why it failed. */
export const ApprovalPublishRun = z.object({
  status: z.enum(approvalPublishStatuses),
  reason: ApprovalPublishFailure.nullable(),
  /** The layout revision the client approved. */
  layoutRevision: z.number().int().nullable(),
  /** The pull URL's revision it published. */
  boothRevision: z.number().int().nullable(),
  /** ISO time it was asked for (the approval) and finished. */
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ApprovalPublishRun = z.infer<typeof ApprovalPublishRun>;

export const ApprovalPublishResponse = z.object({
  isEnabled: z.boolean(),
  settings: ApprovalPublishSettings.nullable(),
  lastRun: ApprovalPublishRun.nullable(),
});
export type ApprovalPublishResponse = z.infer<typeof ApprovalPublishResponse>;
