import type { Database } from '../../../db/client.js';
import type { ApiArea } from '../api-area.js';
import { registerMeRoute } from './me-route.js';

export function meArea(db: Database, defaultRetentionMonths: number): ApiArea {
  return { name: 'me', public: (scope) => registerMeRoute(scope, db, defaultRetentionMonths) };
}
