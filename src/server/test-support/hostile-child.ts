import { childTask } from '../workers/child-task-host.js';
import hostileTask, { type HostileTask } from './hostile-worker.js';

childTask<HostileTask, string>(hostileTask);
