import { describe, expect, test } from 'vitest';
import { clipartCategories } from './clipart-categories.js';
import type { ClipartItem } from './clipart-item.js';

const item = (category: string, filename: string): ClipartItem => ({
  id: `${category}/${filename}`,
  name: filename,
  filename,
  category,
  keepRatio: true,
  src: `/assets/clipart/${category}/${filename}`,
});

const items = [item('prova', 'a.svg'), item('matrimonio', 'b.svg'), item('matrimonio', 'c.svg'), item('Generico', 'd.svg')];

describe('clipartCategories', () => {
  test('hides prova and locks nothing when all categories are allowed', () => {
    expect(clipartCategories(items, 'all')).toEqual([
      { name: 'matrimonio', count: 2, locked: false },
      { name: 'Generico', count: 1, locked: false },
    ]);
  });

  test("shows prova unlocked and locks the rest for the free allowance ['prova']", () => {
    expect(clipartCategories(items, ['prova'])).toEqual([
      { name: 'prova', count: 1, locked: false },
      { name: 'matrimonio', count: 2, locked: true },
      { name: 'Generico', count: 1, locked: true },
    ]);
  });

  test('compares category names case-insensitively', () => {
    expect(clipartCategories([item('Prova', 'a.svg'), item('Generico', 'd.svg')], ['prova', 'generico'])).toEqual([
      { name: 'Prova', count: 1, locked: false },
      { name: 'Generico', count: 1, locked: false },
    ]);
    expect(clipartCategories([item('Prova', 'a.svg')], 'all')).toEqual([]);
  });
});
