/**
 * Reads a Chrome trace (Playwright's browser.startTracing/stopTracing with `taskTraceCategories`)
 * for the page's main-thread tasks between two performance marks: each top-level task's wall and
 * CPU time and what ran in it (scripts evaluated, event dispatches, timers, frames, GC), so a
 * long task can be named, chunk by chunk.
 */
import { type CompleteEvent, isComplete, readEvents, type TraceEvent } from './trace-events.js';

export const taskTraceCategories = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-devtools.timeline'];



export interface MainThreadTask {
  /** ms from the start mark. */
  startMs: number;
  wallMs: number;
  cpuMs: number;
  /** The largest pieces of the task, named: "evaluate main-AB12.js 41.2 ms". */
  parts: string[];
}



const fileOf = (url: string | undefined) => (url === undefined || url === '' ? '?' : (url.split('/').pop() ?? url));

/** A name for a trace event inside a task, or undefined for one not worth naming. */
function describe(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
      return `script ${fileOf(data?.url)}`;
    case 'v8.evaluateModule':
      return `evaluate module ${fileOf((event.args as { data?: { url?: string } } | undefined)?.data?.url ?? event.args?.fileName)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${fileOf(data?.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${data?.functionName === undefined || data.functionName === '' ? '(anonymous)' : data.functionName} (${fileOf(data?.url)})`;
    case 'EventDispatch':
      return `event ${data?.type ?? '?'}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'V8.GCIncrementalMarking':
      return 'GC';
    case 'ResourceReceivedData':
    case 'ResourceFinish':
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The main-thread tasks from performance.mark(startMark) to performance.mark(endMark) (or the end
 * of the trace), each with its pieces named, outermost first (a module's evaluation is named
 * rather than the call inside it).
 */
export function readMainThreadTasks(trace: Buffer, startMark: string, endMark?: string): MainThreadTask[] {
  const events = readEvents(trace);
  const isMark = (e: TraceEvent, name: string) => e.name === name && (e.cat ?? '').includes('blink.user_timing') && typeof e.ts === 'number';
  const start = events.find((e) => isMark(e, startMark));
  if (start?.ts === undefined) throw new Error(`the trace lacks the mark ${startMark}`);
  const end = endMark === undefined ? undefined : events.find((e) => isMark(e, endMark));
  const onMainThread = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  const from = start.ts;
  const to = end?.ts ?? Number.POSITIVE_INFINITY;

  const complete = events.filter((e): e is CompleteEvent => isComplete(e) && onMainThread(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks: MainThreadTask[] = [];
  let current: { event: CompleteEvent; named: { label: string; dur: number; end: number }[] } | undefined;
  const flush = () => {
    if (current === undefined) return;
    const { event, named } = current;
    const totals = new Map<string, number>();
    for (const piece of named) totals.set(piece.label, (totals.get(piece.label) ?? 0) + piece.dur);
    const parts = [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, dur]) => dur >= 1000)
      .slice(0, 8)
      .map(([label, dur]) => `${label} ${(dur / 1000).toFixed(1)} ms`);
    tasks.push({ startMs: (event.ts - from) / 1000, wallMs: event.dur / 1000, cpuMs: (event.tdur ?? event.dur) / 1000, parts });
    current = undefined;
  };
  let namedUntil = 0;
  for (const e of complete) {
    if (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') {
      if (current !== undefined && e.ts < current.event.ts + current.event.dur) continue;
      flush();
      if (e.ts + e.dur < from || e.ts > to) continue;
      current = { event: e, named: [] };
      namedUntil = 0;
      continue;
    }
    if (current === undefined || e.ts > current.event.ts + current.event.dur) continue;
    const label = describe(e);
    // Outermost named piece only: what lies inside it is part of it.
    if (label === undefined || e.ts < namedUntil) continue;
    current.named.push({ label, dur: e.dur, end: e.ts + e.dur });
    namedUntil = e.ts + e.dur;
  }
  flush();
  return tasks;
}

/** Total blocking time of the tasks as measured (each task's time over 50 ms). */
export function blockingTime(tasks: readonly MainThreadTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.wallMs - 50), 0);
}
