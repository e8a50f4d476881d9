import { describe, expect, test } from 'vitest';
import { areaName, livePointsLabel } from '@/words/compact-view';

describe('areaName and livePointsLabel', () => {
  test.each([
    [null, 'Twin Cities Metro'],
    ['', 'Twin Cities Metro'],
    ['   ', 'Twin Cities Metro'],
    ['Edina', 'Edina'],
    [' Saint Paul ', 'Saint Paul'],
  ])('areaName(%j) is %j', (city, name) => expect(areaName(city)).toBe(name));

  test.each([
    [0, '0 live points'],
    [1, '1 live point'],
    [13, '13 live points'],
  ])('%d → %j', (count, label) => expect(livePointsLabel(count)).toBe(label));
});
