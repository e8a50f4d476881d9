import { render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import { marker as weatherKind } from '@/entities/weather-station/marker';
import { station } from '../../features/details/items';

const { Glyph } = weatherKind;

test('a station\u2019s marker shows its rounded temperature, hidden from screen readers (its name says it)', () => {
  const { container } = render(<Glyph item={station({ temperatureF: 17.6 })} tone="light" />);
  expect(container).toHaveTextContent('18°');
  for (const part of container.children) expect(part).toHaveAttribute('aria-hidden', 'true');
});

test('a temperature that is only the fallback shows a dash, not a number', () => {
  const { container } = render(
    <Glyph item={station({ temperatureF: 50, fallbackFields: ['temperatureF'] })} tone="dark" />,
  );
  expect(container).toHaveTextContent('–');
  expect(container).not.toHaveTextContent('50');
});

test('a reading over 2 hours old shows a dash: NWS can answer /latest with one hours old', () => {
  const observedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
  const { container } = render(
    <Glyph item={station({ temperatureF: 50, observedAt })} tone="light" />,
  );
  expect(container).toHaveTextContent('–');
  expect(container).not.toHaveTextContent('50');
});

test("a reading's age is counted on the server's clock, not a device's set hours ahead", () => {
  const serverNow = Date.now() - 3 * 3_600_000;
  noteServerDate(new Date(serverNow).toUTCString(), Date.now());
  const observedAt = new Date(serverNow - 10 * 60_000).toISOString();
  const { container } = render(
    <Glyph item={station({ temperatureF: 50, observedAt })} tone="light" />,
  );
  expect(container).toHaveTextContent('50°');
});

afterEach(forgetServerClock);

test('a cluster holding a station shows its cloud', () => {
  expect(weatherKind.clusterCue?.Icon).toBeDefined();
  expect(weatherKind.clusterCue?.urgent).toBeUndefined();
});
