/** One event of a Chromium performance trace, as far as the benches read it. */
export interface TraceEvent {
  name?: string;
  cat?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  tdur?: number;
  pid?: number;
  tid?: number;
  args?: { data?: { type?: string; url?: string; functionName?: string; frame?: string }; name?: string; fileName?: string };
}

/** An event with a start and a duration (phase 'X'). */
export type CompleteEvent = TraceEvent & { ts: number; dur: number };

/** The events of a saved trace, whether it is the bare array or `{ traceEvents }`. */
export function readEvents(trace: Buffer): TraceEvent[] {
  const parsed: unknown = JSON.parse(trace.toString('utf8'));
  if (Array.isArray(parsed)) return parsed as TraceEvent[];
  if (typeof parsed === 'object' && parsed !== null && 'traceEvents' in parsed && Array.isArray(parsed.traceEvents)) return parsed.traceEvents as TraceEvent[];
  throw new Error('the trace holds no events');
}

export function isComplete(event: TraceEvent): event is CompleteEvent {
  return event.ph === 'X' && typeof event.ts === 'number' && typeof event.dur === 'number';
}
