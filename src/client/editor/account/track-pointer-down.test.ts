import { describe, expect, it } from 'vitest';
import { trackPointerDown } from './track-pointer-down.js';

function pointer(type: string, pointerId: number, { button = 0, buttons = 1 } = {}): Event {
  return Object.assign(new Event(type), { pointerId, button, buttons });
}

describe('trackPointerDown', () => {
  it('is down from a press until the release of every pointer held', () => {
    const target = new EventTarget() as unknown as Window;
    const tracker = trackPointerDown(target);
    expect(tracker.isDown()).toBe(false);
    target.dispatchEvent(pointer('pointerdown', 1));
    target.dispatchEvent(pointer('pointerdown', 2));
    expect(tracker.isDown()).toBe(true);
    target.dispatchEvent(pointer('pointerup', 1));
    expect(tracker.isDown()).toBe(true);
    target.dispatchEvent(pointer('pointercancel', 2));
    expect(tracker.isDown()).toBe(false);
  });

  it('counts the primary button only', () => {
    const target = new EventTarget() as unknown as Window;
    const tracker = trackPointerDown(target);
    target.dispatchEvent(pointer('pointerdown', 1, { button: 2, buttons: 2 }));
    expect(tracker.isDown()).toBe(false);
  });

  it('forgets a press whose release was lost once that pointer moves with no button held', () => {
    const target = new EventTarget() as unknown as Window;
    const tracker = trackPointerDown(target);
    target.dispatchEvent(pointer('pointerdown', 1));
    target.dispatchEvent(pointer('pointermove', 1, { buttons: 1 }));
    expect(tracker.isDown()).toBe(true);
    target.dispatchEvent(pointer('pointermove', 1, { buttons: 0 }));
    expect(tracker.isDown()).toBe(false);
  });

  it('forgets a press whose release was lost when the window loses focus, and stops listening once disposed', () => {
    const target = new EventTarget() as unknown as Window;
    const tracker = trackPointerDown(target);
    target.dispatchEvent(pointer('pointerdown', 1));
    target.dispatchEvent(new Event('blur'));
    expect(tracker.isDown()).toBe(false);
    tracker.dispose();
    target.dispatchEvent(pointer('pointerdown', 1));
    expect(tracker.isDown()).toBe(false);
  });
});
