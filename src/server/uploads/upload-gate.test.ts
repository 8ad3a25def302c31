import { describe, expect, it } from 'vitest';
import { UploadBumped, UploadGate } from './upload-gate.js';

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

  it('gives the next free slot to an operator who holds none before another upload of the operator holding both', async () => {
    const gate = new UploadGate({ concurrency: 2, queueLimit: 4 });
    const annaFirst = await gate.tryEnter('anna');
    const annaSecond = await gate.tryEnter('anna');
    const order: string[] = [];
    const annaWaiting = [gate.tryEnter('anna'), gate.tryEnter('anna')].map((entered) => entered?.then((release) => (order.push('anna'), release)));
    const bruno = gate.tryEnter('bruno')?.then((release) => (order.push('bruno'), release));
    annaFirst?.();
    await bruno;
    expect(order).toEqual(['bruno']);
    annaSecond?.();
    await annaWaiting[0];
    expect(order).toEqual(['bruno', 'anna']);
  });

  it('when one operator fills the waiting room, another still gets a place and that operator\'s newest upload is refused', async () => {
    const gate = new UploadGate({ concurrency: 1, queueLimit: 3 });
    const annaActive = await gate.tryEnter('anna');
    const annaWaiting = [gate.tryEnter('anna'), gate.tryEnter('anna'), gate.tryEnter('anna')];
    expect(gate.tryEnter('anna')).toBeUndefined();
    const bruno = gate.tryEnter('bruno');
    expect(bruno).toBeDefined();
    await expect(annaWaiting[2]).rejects.toBeInstanceOf(UploadBumped);
    expect(gate.waitingCount).toBe(3);
    annaActive?.();
    // Bruno holds nothing: his upload is next, ahead of Anna's older ones.
    const releaseBruno = await bruno;
    expect([gate.activeCount, gate.waitingCount]).toEqual([1, 2]);
    releaseBruno?.();
    (await annaWaiting[0])?.();
    (await annaWaiting[1])?.();
    expect([gate.activeCount, gate.waitingCount]).toEqual([0, 0]);
  });
});
