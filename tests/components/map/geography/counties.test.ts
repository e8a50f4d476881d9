import { describe, expect, test } from 'vitest';
import { METRO_COUNTIES } from '@/domain/constants';
import { COUNTY_OUTLINES } from '@/components/map/geography/counties';

describe('real geography', () => {
  test('all seven metro counties are outlined', () => {
    expect(COUNTY_OUTLINES.map((county) => county.name).sort()).toEqual([...METRO_COUNTIES].sort());
    for (const county of COUNTY_OUTLINES) expect(county.ring.length).toBeGreaterThan(10);
  });
  test('downtown Minneapolis lies inside Hennepin’s outline box', () => {
    const hennepin = COUNTY_OUTLINES.find((county) => county.name === 'Hennepin')!;
    const lats = hennepin.ring.map((p) => p[0]);
    const lngs = hennepin.ring.map((p) => p[1]);
    expect(44.9778).toBeGreaterThan(Math.min(...lats));
    expect(44.9778).toBeLessThan(Math.max(...lats));
    expect(-93.265).toBeGreaterThan(Math.min(...lngs));
    expect(-93.265).toBeLessThan(Math.max(...lngs));
  });
});
