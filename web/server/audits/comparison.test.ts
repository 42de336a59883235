import { describe, expect, it } from 'vitest';
import { pointsBetween } from './comparison';

describe('pointsBetween', () => {
  it('rounds a change once, from the exact rates (1/3 → 2/3 is +33, not 67 − 33 = +34)', () => {
    expect(pointsBetween({ part: 1, whole: 3 }, { part: 2, whole: 3 })).toBe(33);
    expect(pointsBetween({ part: 2, whole: 3 }, { part: 1, whole: 3 })).toBe(-33);
    expect(pointsBetween({ part: 1, whole: 6 }, { part: 1, whole: 6 })).toBe(0);
    expect(Object.is(pointsBetween({ part: 1, whole: 200 }, { part: 1, whole: 201 }), -0)).toBe(false);
    expect(pointsBetween({ part: 0, whole: 0 }, { part: 3, whole: 4 })).toBe(75);
  });
});
