import { describe, expect, it } from 'vitest';
import { RenderTurns, TurnRefusedError } from './render-turns.js';

/** Records the order in which renders get their turn. */
function recorder() {
  const started: string[] = [];
  return { started, mark: (name: string) => (end: () => void) => (started.push(name), end) };
}

describe('render turns', () => {
  it("gives one owner one turn at a time, in order, while another owner's turn starts at once", async () => {
    const turns = new RenderTurns(2);
    const { started, mark } = recorder();
    const a1 = turns.take('a').then(mark('a1'));
    const a2 = turns.take('a').then(mark('a2'));
    const a3 = turns.take('a').then(mark('a3'));
    const b1 = turns.take('b').then(mark('b1'));
    const endA1 = await a1;
    await b1;
    expect(started).toEqual(['a1', 'b1']);
    endA1();
    const endA2 = await a2;
    expect(started).toEqual(['a1', 'b1', 'a2']);
    endA2();
    endA2(); // a second call ends nothing more
    (await a3)();
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(turns.owners).toBe(1); // b's turn is still under way
  });

  it('refuses at once a render beyond the owners waiting limit, and lets it in once a place frees', async () => {
    const turns = new RenderTurns(1);
    const endFirst = await turns.take('a');
    const waiting = turns.take('a');
    await expect(turns.take('a')).rejects.toMatchObject({ reason: 'busy' });
    endFirst();
    const endSecond = await waiting;
    const third = turns.take('a');
    endSecond();
    (await third)();
    expect(turns.owners).toBe(0);
  });

  it('takes a cancelled waiter out of the line: the next one gets the turn, and a signal already aborted never waits', async () => {
    const turns = new RenderTurns(2);
    const endFirst = await turns.take('a');
    const cancel = new AbortController();
    const cancelled = turns.take('a', cancel.signal);
    const { started, mark } = recorder();
    const next = turns.take('a').then(mark('next'));
    cancel.abort();
    await expect(cancelled).rejects.toBeInstanceOf(TurnRefusedError);
    await expect(cancelled).rejects.toMatchObject({ reason: 'cancelled' });
    endFirst();
    (await next)();
    expect(started).toEqual(['next']);
    await expect(turns.take('b', AbortSignal.abort())).rejects.toMatchObject({ reason: 'cancelled' });
    expect(turns.owners).toBe(0);
  });
});
