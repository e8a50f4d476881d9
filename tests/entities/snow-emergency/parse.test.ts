import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseSnowEmergencies, parseSnowEmergency } from '@/entities/snow-emergency/parse';

const MPLS = {
  id: 'mpls-2026-12-01',
  city: 'Minneapolis',
  status: 'declared',
  declaredAt: '2026-12-01T22:30:00Z',
  rulesUrl: 'https://www.minneapolismn.gov/getting-around/snow/snow-emergencies/',
};

describe('parseSnowEmergencies', () => {
  test('the contract example', () => {
    expect(
      parseSnowEmergencies({
        data: [
          MPLS,
          {
            id: 'stp-2026-11-20',
            city: 'Saint Paul',
            status: 'ended',
            declaredAt: '2026-11-20T20:00:00Z',
            endsAt: '2026-11-23T14:00:00Z',
            rulesUrl:
              'https://www.stpaul.gov/departments/public-works/street-maintenance/snow-emergency',
          },
        ],
        source: 'City of Minneapolis; City of Saint Paul',
        timestamp: '2026-12-02T14:55:00Z',
      }),
    ).toEqual({
      items: [
        {
          id: 'mpls-2026-12-01',
          city: 'Minneapolis',
          status: 'declared',
          declaredAt: '2026-12-01T22:30:00.000Z',
          endsAt: '',
          rulesUrl: 'https://www.minneapolismn.gov/getting-around/snow/snow-emergencies/',
        },
        {
          id: 'stp-2026-11-20',
          city: 'Saint Paul',
          status: 'ended',
          declaredAt: '2026-11-20T20:00:00.000Z',
          endsAt: '2026-11-23T14:00:00.000Z',
          rulesUrl:
            'https://www.stpaul.gov/departments/public-works/street-maintenance/snow-emergency',
        },
      ],
      source: 'City of Minneapolis; City of Saint Paul',
      readAt: Date.parse('2026-12-02T14:55:00Z'),
    });
  });

  test('an empty list is no snow emergency anywhere, not a failure', () => {
    expect(parseSnowEmergencies({ data: [] }).items).toEqual([]);
  });

  test('items of another status are left out by the contract: no notice, not a failure', () => {
    expect(parseSnowEmergencies({ data: [{ ...MPLS, status: 'warning' }] }).items).toEqual([]);
  });

  test('a list of declared items none of which can be read is a failure, never "none"', () => {
    expect(() => parseSnowEmergencies({ data: [{ ...MPLS, city: '' }] })).toThrow(WrongShapeError);
  });

  test.each([
    ['a list', []],
    ['an object without data', { items: [] }],
    ['data that is an object', { data: {} }],
    ['null', null],
    ['a string', 'declared'],
  ])('%s is the wrong shape (a failure, never "none")', (_name, payload) => {
    expect(() => parseSnowEmergencies(payload)).toThrow(WrongShapeError);
  });
});

describe('parseSnowEmergency', () => {
  test.each([
    ['another status', { ...MPLS, status: 'warning' }],
    ['no status', { ...MPLS, status: undefined }],
    ['no city', { ...MPLS, city: ' ' }],
    ['a declaration time that does not parse', { ...MPLS, declaredAt: 'Tuesday' }],
    ['no declaration time', { ...MPLS, declaredAt: undefined }],
  ])('skips an item with %s', (_name, fields) => {
    expect(parseSnowEmergency(fields)).toBeNull();
  });

  test('reads the status whatever its case, and an offset time as the same instant', () => {
    expect(
      parseSnowEmergency({ ...MPLS, status: 'DECLARED', declaredAt: '2026-12-01T16:30:00-06:00' }),
    ).toMatchObject({ status: 'declared', declaredAt: '2026-12-01T22:30:00.000Z' });
  });

  // The cities' wall clock is Central time, whatever the visitor's (or the test machine's) zone.
  test.each([
    ['a date and time, winter', '2026-12-01T19:00:00', '2026-12-02T01:00:00.000Z'],
    ['a date and time to the minute', '2026-12-01T19:00', '2026-12-02T01:00:00.000Z'],
    ['a date and time with a fraction', '2026-12-01T19:00:00.500', '2026-12-02T01:00:00.500Z'],
    ['a date and time, summer', '2026-07-01T19:00:00', '2026-07-02T00:00:00.000Z'],
    [
      'a date alone (its Central midnight, not the evening before)',
      '2026-12-01',
      '2026-12-01T06:00:00.000Z',
    ],
    ['the morning after the clocks go back', '2026-11-01T08:00:00', '2026-11-01T14:00:00.000Z'],
    ['a space for the T (RFC 3339)', '2026-12-01 16:30', '2026-12-01T22:30:00.000Z'],
  ])('a time without a zone is Central time: %s', (_name, declaredAt, instant) => {
    expect(parseSnowEmergency({ ...MPLS, declaredAt })?.declaredAt).toBe(instant);
  });

  test.each([['2026-02-30'], ['2026-13-01T10:00'], ['2026-12-01T24:00'], ['2026-12-01T19:60']])(
    'skips a declaration time without a zone that names no real moment: %s',
    (declaredAt) => {
      expect(parseSnowEmergency({ ...MPLS, declaredAt })).toBeNull();
    },
  );

  test('an endsAt without a zone is Central time too', () => {
    expect(parseSnowEmergency({ ...MPLS, endsAt: '2026-12-03T08:00' })?.endsAt).toBe(
      '2026-12-03T14:00:00.000Z',
    );
  });

  test.each([
    ['javascript:alert(1)', null],
    ['/snow', null],
    ['ftp://example.com/snow', null],
    ['http://www.minneapolismn.gov/snow', 'http://www.minneapolismn.gov/snow'],
    [42, null],
  ])('rulesUrl %s is kept only when it is http(s): %s', (rulesUrl, kept) => {
    expect(parseSnowEmergency({ ...MPLS, rulesUrl })?.rulesUrl).toBe(kept);
  });

  test('an endsAt that does not parse is no end; an id is made when none is sent', () => {
    expect(parseSnowEmergency({ ...MPLS, id: undefined, endsAt: 'soon' })).toMatchObject({
      id: 'Minneapolis 2026-12-01T22:30:00.000Z',
      endsAt: '',
    });
  });

  test('skipped items do not fail the answer', () => {
    const { items } = parseSnowEmergencies({
      data: [MPLS, 'x', { ...MPLS, id: 'b', status: 'lifted' }],
    });
    expect(items.map((item) => item.id)).toEqual(['mpls-2026-12-01']);
  });
});
