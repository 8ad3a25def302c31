import { describe, expect, it } from 'vitest';
import { createSequentialIds } from './id-generator.js';

describe('createSequentialIds', () => {
  it('counts from 1 with the prefix, independently per generator', () => {
    const a = createSequentialIds('a');
    const b = createSequentialIds();
    expect([a(), a(), b()]).toEqual(['a-1', 'a-2', 'element-1']);
  });
});
