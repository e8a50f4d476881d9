import { describe, expect, test } from 'vitest';
import {
  CAMERA_STATUS_LABEL,
  compassDirection,
  directionLabel,
  humidityLabel,
  IMPACT_LABEL,
  joinCounts,
  temperatureLabel,
  visibilityLabel,
  windLabel,
  windWithDirectionLabel,
} from '@/words/labels';

describe("the site's words and units", () => {
  test.each([
    ['active', 'Active'],
    ['inactive', 'Inactive'],
    ['maintenance', 'Under maintenance'],
    ['unknown', 'Status unknown'],
  ] as const)('camera status %s reads %j', (status, label) =>
    expect(CAMERA_STATUS_LABEL[status]).toBe(label),
  );

  test.each([
    ['high', 'High impact'],
    ['medium', 'Medium impact'],
    ['low', 'Low impact'],
  ] as const)('impact %s reads %j', (impact, label) => expect(IMPACT_LABEL[impact]).toBe(label));

  test.each([
    [17, '17°F', '17 mph', '17%'],
    [-4.6, '-5°F', '-5 mph', '-5%'],
    [12.5, '13°F', '13 mph', '13%'],
    [null, '--°F', '-- mph', '--%'],
  ])('%j → %j, %j, %j', (value, temperature, wind, humidity) => {
    expect(temperatureLabel(value)).toBe(temperature);
    expect(windLabel(value)).toBe(wind);
    expect(humidityLabel(value)).toBe(humidity);
  });

  test('wind with its compass point, visibility in miles', () => {
    expect(windWithDirectionLabel(14.6, 320)).toBe('15 mph NW');
    expect(windWithDirectionLabel(0, 0)).toBe('0 mph N');
    expect(visibilityLabel(10)).toBe('10 mi');
    expect(visibilityLabel(2.4567)).toBe('2.5 mi');
  });

  test.each([
    ['NB', 'Northbound'],
    ['sb', 'Southbound'],
    [' EB ', 'Eastbound'],
    ['WB', 'Westbound'],
    ['Both', 'Both'],
    ['', ''],
  ])('direction %j reads %j', (direction, label) => expect(directionLabel(direction)).toBe(label));
});

test.each([
  [0, 'N'],
  [44, 'NE'],
  [180, 'S'],
  [359, 'N'],
  [-90, 'W'],
  [720, 'N'],
])('compassDirection(%d) → %s', (deg, dir) => expect(compassDirection(deg)).toBe(dir));

test('counts of several sorts read as one phrase; none reads nothing', () => {
  expect(joinCounts(['2 traffic cameras', '1 news story'])).toBe('2 traffic cameras, 1 news story');
  expect(joinCounts(['3 transit vehicles'])).toBe('3 transit vehicles');
  expect(joinCounts([])).toBe('');
});
