import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseTransit } from '@/api/feeds/transit';

describe('parseTransit', () => {
  test('the contract example', () => {
    expect(
      parseTransit({
        data: [
          {
            id: 'a-1042',
            title: 'Blue Line single-tracking',
            description: 'Trains every 20 min…',
            severity: 'warning',
            route: 'Blue Line',
            startTime: '2026-01-12T13:10:00Z',
          },
        ],
        source: 'Metro Transit',
        timestamp: '2026-01-12T14:55:10Z',
      }),
    ).toEqual({
      items: [
        {
          id: 'a-1042',
          title: 'Blue Line single-tracking',
          description: 'Trains every 20 min…',
          severity: 'warning',
          route: 'Blue Line',
          startTime: '2026-01-12T13:10:00Z',
        },
      ],
      source: 'Metro Transit',
      readAt: Date.UTC(2026, 0, 12, 14, 55, 10),
    });
  });
  test('severe and warning in any case; any other word is other', () => {
    const { items } = parseTransit({
      data: [
        { id: 'a', title: 'Detour', severity: 'SEVERE' },
        { id: 'b', title: 'x', severity: 'apocalyptic' },
        { id: 'c', title: 'y' },
      ],
    });
    expect(items.map((a) => a.severity)).toEqual(['severe', 'other', 'other']);
  });
  test('an empty data list is "no alerts"', () => {
    expect(parseTransit({ data: [], source: 'Metro Transit' }).items).toEqual([]);
  });
  test('a list none of whose alerts can be read is not "no alerts": the call fails', () => {
    const unreadable = { data: [{ title: 'Blue Line suspended', severity: 'severe' }, 42] };
    expect(() => parseTransit(unreadable)).toThrow(WrongShapeError);
    // One readable alert among them is a good list: the others are skipped.
    expect(
      parseTransit({ data: [...unreadable.data, { id: 'a', title: 'Detour' }] }).items,
    ).toHaveLength(1);
  });
  test.each([
    ['{ alerts: [...] }', { alerts: [{ id: 'a', title: 'Detour' }] }],
    ['[]', []],
    ['{}', {}],
    ['null', null],
  ])('%s is not in the shape: the call fails, never "all services normal"', (_name, payload) => {
    expect(() => parseTransit(payload)).toThrow(WrongShapeError);
  });
});
