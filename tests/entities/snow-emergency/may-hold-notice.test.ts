import { describe, expect, test } from 'vitest';
import { mayHoldNotice } from '@/entities/snow-emergency/may-hold-notice';
import { DECLARED, mpls, stPaul } from '../../support/snow-answers';

const NOW = Date.parse('2026-12-02T16:00:00Z');
const answer = (data: unknown) => ({ data, source: 'City of Minneapolis', timestamp: DECLARED });

describe('whether the first answer may hold a notice (before its parse)', () => {
  test('a declaration made before now and not ended by the city: yes', () => {
    expect(mayHoldNotice(answer([mpls()]), NOW)).toBe(true);
    expect(mayHoldNotice(answer([mpls({ endsAt: '2026-12-03T02:00:00Z' })]), NOW)).toBe(true);
    // Written the way the parser still reads it.
    expect(mayHoldNotice(answer([mpls({ status: ' Declared ' })]), NOW)).toBe(true);
  });

  test('one declared among ended ones is enough', () => {
    const ended = stPaul({ status: 'ended', endsAt: '2026-12-01T23:00:00Z' });
    expect(mayHoldNotice(answer([ended, mpls()]), NOW)).toBe(true);
  });

  test('an empty list, ended declarations and declarations the city has ended: no', () => {
    expect(mayHoldNotice(answer([]), NOW)).toBe(false);
    expect(mayHoldNotice(answer([mpls({ status: 'ended' })]), NOW)).toBe(false);
    expect(mayHoldNotice(answer([mpls({ endsAt: '2026-12-02T15:59:59Z' })]), NOW)).toBe(false);
    expect(mayHoldNotice(answer([mpls({ endsAt: '2026-12-02T16:00:00Z' })]), NOW)).toBe(false);
  });

  test('a declaration dated later than now (a clock ahead, or a typo): no', () => {
    expect(mayHoldNotice(answer([mpls({ declaredAt: '2026-12-02T16:00:01Z' })]), NOW)).toBe(false);
    expect(mayHoldNotice(answer([mpls()]), Date.parse(DECLARED) - 1)).toBe(false);
    expect(mayHoldNotice(answer([mpls()]), Date.parse(DECLARED))).toBe(true);
  });

  test('an unreadable end is no end (the parser drops it too)', () => {
    expect(mayHoldNotice(answer([mpls({ endsAt: 'soon' })]), NOW)).toBe(true);
    expect(mayHoldNotice(answer([mpls({ endsAt: 5 })]), NOW)).toBe(true);
  });

  test.each([
    ['no answer', undefined],
    ['null', null],
    ['a list, not an object', [mpls()]],
    ['data not a list', { data: { Minneapolis: 'declared' } }],
    ['null items', answer([null, 7, 'declared'])],
    ['no declaration time', answer([mpls({ declaredAt: undefined })])],
    ['an unreadable declaration time', answer([mpls({ declaredAt: 'yesterday' })])],
    ['a numeric declaration time', answer([mpls({ declaredAt: NOW - 1000 })])],
    ['a status of another type', answer([mpls({ status: true })])],
  ])('%s: no (left to the parse, which reports a wrong shape)', (_, payload) => {
    expect(mayHoldNotice(payload, NOW)).toBe(false);
  });
});
