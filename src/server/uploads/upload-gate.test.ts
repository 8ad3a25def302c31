import { describe, expect, it } from 'vitest';
import { UploadGate } from './upload-gate.js';

describe('UploadGate', () => {
  it('lets `concurrency` in, queues up to `queueLimit`, refuses the next, and hands slots over in order', async () => {
    const gate = new UploadGate({ concurrency: 2, queueLimit: 2 });
    const first = await gate.tryEnter();
    const second = await gate.tryEnter();
    const order: string[] = [];
    const third = gate.tryEnter()?.then((release) => (order.push('third'), release));
    const fourth = gate.tryEnter()?.then((release) => (order.push('fourth'), release));
    expect(third).toBeDefined();
    expect(fourth).toBeDefined();
    expect(gate.tryEnter()).toBeUndefined();
    expect([gate.activeCount, gate.waitingCount]).toEqual([2, 2]);
    first?.();
    // A second call of the same release frees nothing more.
    first?.();
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect([gate.activeCount, gate.waitingCount]).toEqual([2, 1]);
    second?.();
    const releaseFourth = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    releaseThird?.();
    releaseFourth?.();
    expect([gate.activeCount, gate.waitingCount]).toEqual([0, 0]);
  });

  it('with no waiting room refuses at once when the slots are taken', async () => {
    const gate = new UploadGate({ concurrency: 1, queueLimit: 0 });
    const release = await gate.tryEnter();
    expect(gate.tryEnter()).toBeUndefined();
    release?.();
    expect(gate.tryEnter()).toBeDefined();
  });
});
