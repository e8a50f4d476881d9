import type { WeatherAlert } from '@/domain/weather-alerts';

/** An ISO time in the visitor's (the test run's) time zone, so the words of a day never shift. */
const local = (day: number, hour: number) => new Date(2030, 0, day, hour).toISOString();

/** One active NWS alert as the feed reads it (in 2030, from Mon Jan 14 to Tue Jan 15). */
export const weatherAlert = (extra: Partial<WeatherAlert> = {}): WeatherAlert => ({
  id: 'urn:oid:test.1',
  event: 'Winter Storm Warning',
  headline: 'Winter Storm Warning issued for the metro',
  description:
    'Heavy snow expected.\nTotal snow 8 to 12 inches.\n\nTravel could be very difficult.',
  instruction: 'If you must travel, keep an extra flashlight.',
  severity: 'Moderate',
  certainty: 'Likely',
  urgency: 'Expected',
  sender: 'NWS Twin Cities/Chanhassen MN',
  areaDesc: 'Hennepin; Ramsey',
  counties: ['Hennepin', 'Ramsey'],
  sent: local(14, 15),
  effective: local(14, 15),
  onset: local(14, 18),
  expires: local(15, 12),
  ends: local(15, 18),
  messageType: 'Alert',
  status: 'Actual',
  replaces: [],
  ...extra,
});
