import { z } from 'zod';

/**
 * What can happen to a client request, in the order a request usually lives it: a draft sent
 * (shared with the client), opened by the client, changes asked, a proposal (fields the client
 * edited), approved, published to the booth (or, asked by an approval, failed to publish).
 */
export const requestEventKinds = ['sent', 'opened', 'changes_requested', 'proposal', 'approved', 'published', 'publish_failed'] as const;
export const RequestEventKind = z.enum(requestEventKinds);
export type RequestEventKind = z.infer<typeof RequestEventKind>;

/** One step of a request's timeline, as the dashboard card shows it. */
export const RequestEvent = z.object({
  kind: RequestEventKind,
  /** ISO time. */
  at: z.string(),
});
export type RequestEvent = z.infer<typeof RequestEvent>;

/** The card shows a request's latest events, oldest of them first. */
export const maxTimelineEvents = 20;
