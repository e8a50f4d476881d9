import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { details as weatherDetails } from '@/entities/weather-station/details';
import type { WeatherStation } from '@/domain/types';
import { station } from '../../features/details/items';
import { renderWithApp } from '../../render';

// Not a station of the demo feed, so the feed's refresh never replaces the one under test.
const item = (extra: Partial<WeatherStation> = {}) => station({ id: 'TEST', ...extra });
const { Body } = weatherDetails;

const factOf = (term: string) =>
  screen.getAllByRole('term').find((element) => element.textContent === term)
    ?.nextElementSibling as HTMLElement;

test('a station shows its temperature and conditions, then each reading and when it was observed', () => {
  renderWithApp(<Body item={item()} />);
  expect(screen.getByText('Light Snow')).toHaveAttribute('lang', 'en');
  expect(factOf('County')).toHaveTextContent('Hennepin County');
  expect(factOf('Humidity')).toHaveTextContent('71');
  expect(factOf('Observation')).toHaveTextContent(/^Observed .+ \(14 min ago\)$/);
  expect(screen.queryByText('no current reading')).not.toBeInTheDocument();
});

test('each value that is the fallback is marked, and a station never read has no observation time', () => {
  renderWithApp(
    <Body
      item={item({
        observedAt: '',
        fallbackFields: ['temperatureF', 'humidityPercent', 'windDirectionDeg'],
      })}
    />,
  );
  expect(screen.getAllByText('no current reading')).toHaveLength(2);
  expect(factOf('Humidity')).toHaveTextContent('no current reading');
  // The speed was read; of the direction nothing is said.
  expect(factOf('Wind')).toHaveTextContent(/^15 mph$/);
  expect(factOf('Visibility')).not.toHaveTextContent('no current reading');
  expect(factOf('Observation')).toHaveTextContent('No observation time');
});

test('a wind missing both its speed and its direction has one note', () => {
  renderWithApp(<Body item={item({ fallbackFields: ['windMph', 'windDirectionDeg'] })} />);
  expect(screen.getAllByText('no current reading')).toHaveLength(1);
  expect(factOf('Wind')).toHaveTextContent(/^15 mph\s*no current reading$/);
});

test('conditions with markup are text', () => {
  const { container } = renderWithApp(<Body item={item({ conditions: '<u>Fog</u>' })} />);
  expect(screen.getByText('<u>Fog</u>')).toBeInTheDocument();
  expect(container.querySelector('u')).toBeNull();
});
