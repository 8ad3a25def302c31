import type { SessionResolver } from '../../auth/current-session.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { DraftDisplayCopies } from '../../images/draft-display-copies.js';
import type { RenderPool } from '../../render/render-pool.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { BrandFontReader } from '../../fonts/read-brand-font.js';
import type { UploadGate } from '../../uploads/upload-gate.js';

/** What the /api routes of the editor output (drafts, downloads, requests) need. */
export interface ApiContext {
  config: AppConfig;
  db: Database;
  resolver: SessionResolver;
  blobs: BlobStore;
  /** One per process: the decode slots and waiting room shared by every image upload. */
  uploadGate: UploadGate;
  /** Logo uploads' own slots, so slow SVGs never make the other uploads wait. */
  logoGate: UploadGate;
  /** Reads uploaded fonts in a budgeted worker thread. */
  fontReader: BrandFontReader;
  /** One per process: the worker threads that draw print files, and their bounded queue. */
  renderPool: RenderPool;
  /** One per process: the drafts scaled down for the client's page, each made once. */
  draftDisplayCopies: DraftDisplayCopies;
}
