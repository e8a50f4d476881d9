import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseSystemStatus } from '@/api/feeds/system-status';

const EXAMPLE = {
  workingCount: 2,
  totalCount: 3,
  status: 'degraded',
  connectivity: { nws: true, metroTransit: false, mndotGIS: true },
};

describe('parseSystemStatus', () => {
  test('the contract example', () => {
    expect(parseSystemStatus(EXAMPLE)).toEqual({
      workingCount: 2,
      totalCount: 3,
      status: 'degraded',
      connectivity: { nws: true, metroTransit: false, mndotGIS: true },
    });
  });
  test('a flag that is not a boolean is "not reported" (null), not down', () => {
    expect(
      parseSystemStatus({ ...EXAMPLE, connectivity: { nws: 'yes', metroTransit: false } })
        .connectivity,
    ).toEqual({ nws: null, metroTransit: false, mndotGIS: null });
  });
  test.each([
    ['not an object', 'nope'],
    ['a list', [EXAMPLE]],
    ['no counts', { status: 'operational', connectivity: {} }],
    ['counts as text', { ...EXAMPLE, workingCount: '2' }],
    ['a fractional count', { ...EXAMPLE, totalCount: 2.5 }],
    ['a negative count', { ...EXAMPLE, workingCount: -1 }],
    ['more working than total', { ...EXAMPLE, workingCount: 4 }],
    ['no connectivity', { workingCount: 3, totalCount: 3, status: 'operational' }],
    ['shapes of our own', { status: 'operational', services: [], checkedAt: '' }],
  ])('%s is not in the shape: the call fails', (_name, payload) => {
    expect(() => parseSystemStatus(payload)).toThrow(WrongShapeError);
  });
});
