import { expect, it } from 'vitest';
import type { OperatorDataResponse } from '../../shared/api/public-catalog.js';
import { OperatorDataCache } from './operator-data-cache.js';

const profile = (businessName: string): OperatorDataResponse => ({ userId: 'u1', businessName, logoUrl: '', contactPhone: '', custom_templates: [] });

it('answers from memory within the TTL, shares one load between concurrent callers, and reloads after it', async () => {
  const cache = new OperatorDataCache(5_000, 10);
  let loads = 0;
  const load = async () => profile(`Foto ${(loads += 1)}`);
  const [a, b] = await Promise.all([cache.get('u1', load, 0), cache.get('u1', load, 10)]);
  expect([a?.businessName, b?.businessName, loads]).toEqual(['Foto 1', 'Foto 1', 1]);
  expect((await cache.get('u1', load, 4_999))?.businessName).toBe('Foto 1');
  expect((await cache.get('u1', load, 5_000))?.businessName).toBe('Foto 2');
});

it('forgets an operator when told (their own save) and never keeps a failed load', async () => {
  const cache = new OperatorDataCache(5_000, 10);
  expect((await cache.get('u1', async () => profile('Prima'), 0))?.businessName).toBe('Prima');
  cache.invalidate('u1');
  expect((await cache.get('u1', async () => profile('Dopo'), 1))?.businessName).toBe('Dopo');
  cache.invalidate('u1');
  await expect(cache.get('u1', async () => Promise.reject(new Error('database down')), 2)).rejects.toThrow('database down');
  expect((await cache.get('u1', async () => profile('Di nuovo'), 3))?.businessName).toBe('Di nuovo');
});

it('holds at most its bound, dropping the oldest entries first', async () => {
  const cache = new OperatorDataCache(60_000, 3);
  let loads = 0;
  const load = async () => ((loads += 1), null);
  for (const id of ['a', 'b', 'c', 'd']) await cache.get(id, load, 0);
  expect(loads).toBe(4);
  await cache.get('d', load, 1);
  expect(loads).toBe(4);
  await cache.get('a', load, 1);
  expect(loads).toBe(5);
});
