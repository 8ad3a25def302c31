/**
 * Reads a Chrome trace (Playwright's browser.startTracing/stopTracing, with the categories below)
 * for the cost of each pointer move on the page's main thread.
 */
import { isComplete, readEvents, type TraceEvent } from './trace-events.js';

/** What the trace must record: top-level tasks, event dispatches, performance.mark(). */
export const traceCategories = ['toplevel', 'devtools.timeline', 'blink.user_timing'];


interface Task {
  start: number;
  end: number;
  /** Main-thread CPU time, µs (wall time when the trace has none). */
  cpu: number;
}

export interface StepCosts {
  /** Per pointer move, ms of main-thread wall time spent in tasks (idle gaps excluded). */
  wall: number[];
  /** The same, in main-thread CPU time: less sensitive to other processes on the machine. */
  cpu: number[];
}



/**
 * The main-thread cost of each pointer move between performance.mark(startMark) and
 * performance.mark(endMark). A move's step runs from the start of the task that dispatched its
 * pointermove to the start of the task that dispatched the next one, and costs the time the main
 * thread spent in tasks meanwhile: the event (Konva's dragmove and React's synchronous render),
 * the frame that draws it, effects, timers, GC. With one move per frame this is the frame time.
 */
export function readStepCosts(trace: Buffer, startMark: string, endMark: string): StepCosts {
  const events = readEvents(trace);
  const marks = events.filter((e) => (e.name === startMark || e.name === endMark) && (e.cat ?? '').includes('blink.user_timing') && typeof e.ts === 'number');
  const start = marks.find((e) => e.name === startMark);
  const end = marks.find((e) => e.name === endMark);
  if (start?.ts === undefined || end?.ts === undefined) throw new Error(`the trace lacks the marks ${startMark} and ${endMark}`);
  const onMainThread = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  const from = start.ts;
  const to = end.ts;

  // Top-level tasks only: a nested run loop's tasks lie inside their parent's.
  const tasks: Task[] = [];
  const candidates = events.filter((e) => isComplete(e) && e.name === 'ThreadControllerImpl::RunTask' && onMainThread(e)).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  for (const e of candidates) {
    if (!isComplete(e)) continue;
    const last = tasks.at(-1);
    if (last !== undefined && e.ts < last.end) continue;
    tasks.push({ start: e.ts, end: e.ts + e.dur, cpu: typeof e.tdur === 'number' ? e.tdur : e.dur });
  }

  const dispatches = events
    .filter((e) => isComplete(e) && e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove' && onMainThread(e) && (e.ts ?? 0) >= from && (e.ts ?? 0) <= to)
    .map((e) => e.ts ?? 0)
    .sort((a, b) => a - b);
  const boundaries = [...new Set(dispatches.map((ts) => tasks.find((task) => task.start <= ts && ts <= task.end)?.start ?? ts))].sort((a, b) => a - b);

  const wall: number[] = [];
  const cpu: number[] = [];
  let first = 0;
  for (let i = 0; i + 1 < boundaries.length; i += 1) {
    const windowStart = boundaries[i] ?? 0;
    const windowEnd = boundaries[i + 1] ?? 0;
    while (first < tasks.length && (tasks[first]?.end ?? 0) <= windowStart) first += 1;
    let wallUs = 0;
    let cpuUs = 0;
    for (let j = first; j < tasks.length; j += 1) {
      const task = tasks[j];
      if (task === undefined || task.start >= windowEnd) break;
      const overlap = Math.min(task.end, windowEnd) - Math.max(task.start, windowStart);
      if (overlap <= 0) continue;
      wallUs += overlap;
      cpuUs += task.end > task.start ? (task.cpu * overlap) / (task.end - task.start) : 0;
    }
    wall.push(wallUs / 1000);
    cpu.push(cpuUs / 1000);
  }
  return { wall, cpu };
}
