import { describe, expect, it } from 'vitest';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { findFrameAt } from './find-frame-at.js';

const base = { rotation: 0, opacity: 1, shadowEnabled: false, shadowColor: '#000000', shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 };
const frame = (id: string, x: number, y: number, width: number, height: number, extra: Partial<LayoutElement> = {}): LayoutElement =>
  ({ ...base, id, type: 'placeholder', x, y, width, height, borderEnabled: false, borderColor: '#ffffff', borderWidth: 1, keepRatio: true, ...extra }) as LayoutElement;

describe('findFrameAt', () => {
  const text = { ...base, id: 't', type: 'text', x: 0, y: 0, content: 'Nomi', color: '#333333', fontSize: 40, fontFamily: 'Roboto', fontWeight: 'normal', fontStyle: 'normal', textAlign: 'center', lineHeight: 1.2 } as LayoutElement;

  it('finds the frame holding the point, and nothing outside every frame', () => {
    const elements = [frame('a', 100, 100, 400, 300), frame('b', 600, 100, 400, 300), text];
    expect(findFrameAt(elements, { x: 300, y: 250 })?.id).toBe('a');
    expect(findFrameAt(elements, { x: 650, y: 390 })?.id).toBe('b');
    expect(findFrameAt(elements, { x: 550, y: 250 })).toBeNull();
  });

  it('prefers the topmost of overlapping frames and skips hidden ones', () => {
    expect(findFrameAt([frame('under', 0, 0, 500, 500), frame('over', 100, 100, 200, 200)], { x: 150, y: 150 })?.id).toBe('over');
    expect(findFrameAt([frame('under', 0, 0, 500, 500), frame('over', 100, 100, 200, 200, { hidden: true })], { x: 150, y: 150 })?.id).toBe('under');
  });

  it('follows the rotation about the top-left corner', () => {
    // Turned 90° clockwise about (100, 100): the 400×100 frame now covers x 0..100, y 100..500.
    const turned = [frame('r', 100, 100, 400, 100, { rotation: 90 })];
    expect(findFrameAt(turned, { x: 50, y: 300 })?.id).toBe('r');
    expect(findFrameAt(turned, { x: 300, y: 150 })).toBeNull();
  });
});
