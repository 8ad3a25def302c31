// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './editor-keys.js';

describe('isTypingTarget', () => {
  it('is true for fields and editable content only', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});
