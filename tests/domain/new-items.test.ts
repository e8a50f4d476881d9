import { expect, test } from 'vitest';
import { asNewItems } from '@/domain/new-items';

test('each placed item becomes a new object with the same fields, at the same point', () => {
  const item = { id: 'a', position: { lat: 45, lng: -93 } };
  const point = { lat: 45, lng: -93 };
  const [placed] = asNewItems([{ item, point }]);
  expect(placed).toEqual({ item, point });
  expect(placed?.item).not.toBe(item);
  expect(asNewItems([])).toEqual([]);
});
