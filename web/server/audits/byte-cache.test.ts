import { describe, expect, it } from 'vitest';
import { ByteBudgetCache } from './byte-cache';

describe('ByteBudgetCache', () => {
  it('loads a key once for concurrent misses, and counts its bytes once', async () => {
    const cache = new ByteBudgetCache<string>(1000, (v) => v.length);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return 'x'.repeat(100);
    };
    const values = await Promise.all(Array.from({ length: 5 }, () => cache.get('a', load)));
    expect(values.every((v) => v.length === 100)).toBe(true);
    expect(loads).toBe(1);
    expect(cache.bytes).toBe(100);
    await cache.get('a', load);
    expect(loads).toBe(1);
  });

  it('evicts the least recently used past its budget, and keeps no value over a quarter of it', async () => {
    const cache = new ByteBudgetCache<string>(300, (v) => v.length);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 'x'.repeat(70));
    await cache.get('a', async () => 'unused'); // a is now the most recent
    await cache.get('d', async () => 'x'.repeat(70)); // 280 > 300? no: still fits
    await cache.get('e', async () => 'x'.repeat(70)); // 350: b goes
    expect(cache.bytes).toBe(280);
    let reloaded = false;
    await cache.get('b', async () => ((reloaded = true), 'x'.repeat(70)));
    expect(reloaded).toBe(true);
    await cache.get('huge', async () => 'x'.repeat(100));
    expect(cache.bytes).toBeLessThanOrEqual(300);
  });

  it('does not keep a failed load', async () => {
    const cache = new ByteBudgetCache<string>(1000, (v) => v.length);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });
});
