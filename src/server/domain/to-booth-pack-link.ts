import { boothPackPullPrefix, type BoothPackLink } from '../../shared/api/booth-packs.js';

export interface BoothPackLinkRow {
  token: string;
  currentRevision: number;
  expiresAt: Date | null;
  lastPulledAt: Date | null;
}

export interface BoothPackRevisionRow {
  byteSize: number;
  createdAt: Date;
}

/** The pull URL on this server's public address. */
export function boothPackPullUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${boothPackPullPrefix}${token}`;
}

export function isBoothPackExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** What the owner sees of a link and its newest revision. */
export function toBoothPackLink(link: BoothPackLinkRow, newest: BoothPackRevisionRow, publicUrl: string, now: Date): BoothPackLink {
  const pullUrl = boothPackPullUrl(publicUrl, link.token);
  return {
    pullUrl,
    revision: link.currentRevision,
    revisionUrl: `${pullUrl}/r/${link.currentRevision}`,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    isExpired: isBoothPackExpired(link.expiresAt, now),
    publishedAt: newest.createdAt.toISOString(),
    lastPulledAt: link.lastPulledAt?.toISOString() ?? null,
    byteSize: newest.byteSize,
  };
}
