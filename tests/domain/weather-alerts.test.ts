import { describe, expect, test } from 'vitest';
import {
  alertEnd,
  alertsForCounty,
  alertsToAnnounce,
  countyAlertLevels,
  inForce,
  metroAlerts,
  metroCountiesOf,
  type WeatherAlert,
} from '@/domain/weather-alerts';

const alert = (overrides: Partial<WeatherAlert>): WeatherAlert => ({
  id: 'a',
  event: 'Winter Storm Warning',
  headline: '',
  description: '',
  instruction: '',
  severity: 'Moderate',
  certainty: 'Likely',
  urgency: 'Expected',
  sender: 'NWS Twin Cities/Chanhassen MN',
  areaDesc: '',
  counties: ['Hennepin'],
  sent: '',
  effective: '',
  onset: '',
  expires: '',
  ends: '',
  messageType: 'Alert',
  status: 'Actual',
  replaces: [],
  ...overrides,
});

const NOW = Date.UTC(2026, 0, 12, 15);
const hours = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

describe('county codes', () => {
  test('the seven metro counties from SAME codes, in the site order, once each', () => {
    expect(
      metroCountiesOf(['027037', '027053', '027053', '027141', ' 027123 ', '27053', '027019']),
    ).toEqual(['Hennepin', 'Ramsey', 'Dakota', 'Carver']);
  });
  test('outstate codes only: no metro county', () => {
    expect(metroCountiesOf(['027073', '027173'])).toEqual([]);
  });
});

describe('metroAlerts', () => {
  test('drops alerts outside the metro, not Actual, and cancellations', () => {
    const kept = metroAlerts([
      alert({ id: 'metro' }),
      alert({ id: 'outstate', counties: [] }),
      alert({ id: 'test', status: 'Test' }),
      alert({ id: 'exercise', status: 'Exercise' }),
      alert({ id: 'cancel', messageType: 'Cancel' }),
    ]);
    expect(kept.map((a) => a.id)).toEqual(['metro']);
  });

  test('an update replaces the original it references; a cancellation removes it', () => {
    const kept = metroAlerts([
      alert({ id: 'original' }),
      alert({ id: 'update', messageType: 'Update', replaces: ['original'] }),
      alert({ id: 'other' }),
      alert({ id: 'cancelled-one' }),
      alert({ id: 'cancel', messageType: 'Cancel', replaces: ['cancelled-one'] }),
    ]);
    expect(kept.map((a) => a.id)).toEqual(['update', 'other']);
  });

  test('two copies of one id count once', () => {
    expect(metroAlerts([alert({ id: 'x' }), alert({ id: 'x' })])).toHaveLength(1);
  });

  test('most severe first, then the one that ends soonest; unknown severity last', () => {
    const kept = metroAlerts([
      alert({ id: 'minor', severity: 'Minor' }),
      alert({ id: 'unknown', severity: 'Unknown' }),
      alert({ id: 'moderate-late', severity: 'Moderate', ends: hours(9) }),
      alert({ id: 'extreme', severity: 'Extreme' }),
      alert({ id: 'moderate-soon', severity: 'Moderate', ends: hours(2) }),
      alert({ id: 'moderate-open', severity: 'Moderate' }),
    ]);
    expect(kept.map((a) => a.id)).toEqual([
      'extreme',
      'moderate-soon',
      'moderate-late',
      'moderate-open',
      'minor',
      'unknown',
    ]);
  });
});

describe('in force', () => {
  test('ends, else expires, must be in the future; neither means in force', () => {
    const alerts = [
      alert({ id: 'ended', ends: hours(-1), expires: hours(5) }),
      alert({ id: 'expired', expires: hours(-0.5) }),
      alert({ id: 'ends-later', ends: hours(3), expires: hours(-1) }),
      alert({ id: 'open' }),
      alert({ id: 'junk-times', ends: 'soon', expires: 'never' }),
    ];
    expect(inForce(alerts, NOW).map((a) => a.id)).toEqual(['ends-later', 'open', 'junk-times']);
  });
  test('nothing ended: the same list (no re-render downstream)', () => {
    const alerts = [alert({ ends: hours(3) })];
    expect(inForce(alerts, NOW)).toBe(alerts);
  });
  test('alertEnd', () => {
    expect(alertEnd({ ends: hours(1), expires: hours(2) })).toBe(NOW + 3_600_000);
    expect(alertEnd({ ends: '', expires: hours(2) })).toBe(NOW + 7_200_000);
    expect(alertEnd({ ends: '', expires: '' })).toBeNull();
  });
});

describe('counties, map levels and announcements', () => {
  const storm = alert({ id: 'storm', counties: ['Hennepin', 'Ramsey'], severity: 'Severe' });
  const chill = alert({ id: 'chill', counties: ['Hennepin', 'Dakota'], severity: 'Minor' });

  test('a city page sees its county only; the metro sees all', () => {
    expect(alertsForCounty([storm, chill], 'dakota').map((a) => a.id)).toEqual(['chill']);
    expect(alertsForCounty([storm, chill], 'Scott')).toEqual([]);
    expect(alertsForCounty([storm, chill], null)).toHaveLength(2);
  });

  test('each county takes its most severe level', () => {
    expect(countyAlertLevels([chill, storm])).toEqual({
      Hennepin: 'Severe',
      Ramsey: 'Severe',
      Dakota: 'Minor',
    });
    expect(countyAlertLevels([])).toEqual({});
  });

  test('only new Extreme and Severe alerts are announced', () => {
    const tornado = alert({ id: 'tornado', severity: 'Extreme' });
    expect(alertsToAnnounce([storm, chill, tornado], new Set(['storm'])).map((a) => a.id)).toEqual([
      'tornado',
    ]);
    expect(alertsToAnnounce([chill], new Set())).toEqual([]);
  });
});
