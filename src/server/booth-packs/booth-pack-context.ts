import type { ApiContext } from '../routes/api/api-context.js';

/** The booth pack routes: the API's context and the time they judge expiry by (tests move it). */
export interface BoothPackContext extends ApiContext {
  now: () => Date;
}
