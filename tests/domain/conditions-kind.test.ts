import { expect, test } from 'vitest';
import { conditionsKind } from '@/domain/conditions-kind';

test.each([
  ['Light Snow', 'snow'],
  ['Light Snow and Fog/Mist', 'snow'],
  ['Thunderstorms and Rain', 'storm'],
  ['Freezing Drizzle', 'snow'],
  ['Rain Showers', 'rain'],
  ['Fog/Mist', 'fog'],
  ['Haze', 'fog'],
  ['Mostly Cloudy', 'cloud'],
  ['Overcast', 'cloud'],
  ['Clear', 'clear'],
  ['Sunny', 'clear'],
  ['Fair', 'clear'],
  ['', 'unknown'],
  ['Unknown', 'unknown'],
])('conditions %j look like %s', (conditions, kind) =>
  expect(conditionsKind(conditions)).toBe(kind),
);
