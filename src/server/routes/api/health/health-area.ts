import type { DatabaseHandle } from '../../../db/client.js';
import type { ApiArea } from '../api-area.js';
import { registerHealthRoute } from './health-route.js';

export function healthArea(database: DatabaseHandle, retryAfterSeconds: number): ApiArea {
  return { name: 'health', public: (scope) => registerHealthRoute(scope, database, retryAfterSeconds) };
}
