import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseAlertFeature, parseWeatherAlerts } from '@/entities/weather-alert/parse';
import { alertCollection } from '@/mocks/fixtures/nws-alerts';

const STARTED = Date.UTC(2026, 0, 12, 12);

describe('parseWeatherAlerts', () => {
  test('the demo storm: the metro alerts, the update in place of its original, most severe first', () => {
    const alerts = parseWeatherAlerts(alertCollection(STARTED));
    expect(alerts.map((alert) => alert.event)).toEqual([
      'Winter Storm Warning',
      'Wind Chill Advisory',
    ]);
    const [storm, chill] = alerts;
    expect(storm).toMatchObject({
      severity: 'Severe',
      counties: ['Hennepin', 'Ramsey', 'Dakota', 'Anoka', 'Washington'],
      sender: 'NWS Twin Cities/Chanhassen MN',
      messageType: 'Alert',
      status: 'Actual',
      ends: new Date(STARTED + 11 * 3_600_000).toISOString(),
    });
    expect(storm!.description).toContain('\n\n* WHERE...');
    expect(chill).toMatchObject({
      messageType: 'Update',
      counties: expect.arrayContaining(['Scott', 'Carver']),
    });
    expect(chill!.replaces).toHaveLength(1);
  });

  test.each([
    ['a list', []],
    ['no features', { type: 'FeatureCollection' }],
    ['features that are not a list', { features: {} }],
    ['nothing', null],
  ])('%s is not the answer’s shape: the check fails', (_name, payload) => {
    expect(() => parseWeatherAlerts(payload)).toThrow(WrongShapeError);
  });

  test('an empty collection is "no alerts"', () => {
    expect(parseWeatherAlerts({ type: 'FeatureCollection', features: [] })).toEqual([]);
  });

  const outstate = {
    id: 'duluth',
    properties: {
      id: 'duluth',
      event: 'Winter Storm Warning',
      status: 'Actual',
      geocode: { SAME: ['027137'] },
    },
  };

  test('alerts that are read and are all outside the metro are "no alerts"', () => {
    expect(parseWeatherAlerts({ features: [outstate] })).toEqual([]);
  });

  test.each([
    ['garbage', [{ id: 'x' }, null, 'x']],
    [
      'alerts without a status',
      [{ ...outstate, properties: { ...outstate.properties, status: null } }],
    ],
    [
      'alerts without counties',
      [{ ...outstate, properties: { ...outstate.properties, geocode: {} } }],
    ],
  ])('a list of only %s is the wrong shape, never "no alerts"', (_name, features) => {
    expect(() => parseWeatherAlerts({ features })).toThrow(WrongShapeError);
    // Beside one alert that can be read, they are skipped.
    expect(parseWeatherAlerts({ features: [...features, outstate] })).toEqual([]);
  });

  test('any field may be null: an alert needs only an id and an event', () => {
    const feature = {
      id: 'https://api.weather.gov/alerts/x',
      properties: {
        id: null,
        event: 'Winter Weather Advisory',
        severity: null,
        geocode: { SAME: ['027139'], UGC: null },
        headline: null,
        description: null,
        instruction: null,
        ends: null,
        expires: null,
        status: 'Actual',
        messageType: null,
        references: null,
      },
    };
    expect(parseAlertFeature(feature)).toMatchObject({
      id: 'https://api.weather.gov/alerts/x',
      severity: 'Unknown',
      counties: ['Scott'],
      description: '',
      replaces: [],
    });
    expect(parseAlertFeature({ properties: { id: 'y' } })).toBeNull();
    expect(parseAlertFeature({ properties: null })).toBeNull();
  });

  test('description and instruction stay plain text, line breaks kept, capped', () => {
    const alert = parseAlertFeature({
      properties: {
        id: 'z',
        event: 'Test',
        description: '<img src=x onerror=alert(1)>\r\nline two',
        instruction: 'x'.repeat(20_000),
      },
    });
    expect(alert!.description).toBe('<img src=x onerror=alert(1)>\nline two');
    expect(alert!.instruction).toHaveLength(8000);
  });

  test('property: hostile answers either fail as a whole or give readable metro alerts', () => {
    const hostile = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.double(),
      fc.array(fc.anything(), { maxLength: 3 }),
      fc.record({
        features: fc.array(
          fc.oneof(
            fc.anything(),
            fc.record({
              id: fc.oneof(fc.string(), fc.constant(null)),
              properties: fc.oneof(
                fc.anything(),
                fc.record(
                  {
                    id: fc.oneof(fc.string({ maxLength: 8 }), fc.constant(null), fc.integer()),
                    event: fc.oneof(fc.string({ maxLength: 12 }), fc.constant(null)),
                    severity: fc.oneof(
                      fc.constantFrom('Extreme', 'severe', 'Moderate', 'Minor', 'Unknown', 'x'),
                      fc.anything(),
                    ),
                    status: fc.oneof(fc.constantFrom('Actual', 'Test', 'actual'), fc.anything()),
                    messageType: fc.oneof(
                      fc.constantFrom('Alert', 'Update', 'Cancel'),
                      fc.anything(),
                    ),
                    geocode: fc.oneof(
                      fc.anything(),
                      fc.record({
                        SAME: fc.array(fc.constantFrom('027053', '027123', '027999', 5)),
                      }),
                    ),
                    ends: fc.oneof(
                      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
                      fc.anything(),
                    ),
                    description: fc.oneof(fc.string(), fc.anything()),
                    references: fc.oneof(
                      fc.anything(),
                      fc.array(fc.record({ identifier: fc.string() })),
                    ),
                  },
                  { requiredKeys: [] },
                ),
              ),
            }),
          ),
          { maxLength: 8 },
        ),
      }),
    );
    fc.assert(
      fc.property(hostile, (payload) => {
        let alerts;
        try {
          alerts = parseWeatherAlerts(payload);
        } catch (error) {
          expect(error).toBeInstanceOf(WrongShapeError);
          return;
        }
        for (const alert of alerts) {
          expect(alert.counties.length).toBeGreaterThan(0);
          expect(typeof alert.description).toBe('string');
          expect(alert.status.toLowerCase()).toBe('actual');
          expect(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown']).toContain(alert.severity);
        }
        expect(new Set(alerts.map((a) => a.id)).size).toBe(alerts.length);
      }),
      { numRuns: 500 },
    );
  });
});
