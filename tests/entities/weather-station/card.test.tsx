import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StationCard } from '@/entities/weather-station/card';
import type { StationField } from '@/domain/types';
import { station } from '../../features/details/items';
import { renderWithApp } from '../../render';

const card = () => screen.getByRole('button', { name: /MSP Airport/ });

const cardWith = (fallbackFields: StationField[]) =>
  renderWithApp(
    <StationCard station={station({ id: 'TEST', fallbackFields })} onOpen={() => {}} />,
  );

test('a wind whose direction was not read shows its speed alone, not a default direction', () => {
  // NWS sends `windDirection.value: null` with variable winds: the speed is real, a direction is not.
  cardWith(['windDirectionDeg']);
  expect(card()).toHaveTextContent(/Wind 15 mph · Humidity/);
  expect(screen.queryByText('no current reading')).not.toBeInTheDocument();
});

test('a wind missing both speed and direction has one note, and no direction', () => {
  cardWith(['windMph', 'windDirectionDeg']);
  expect(screen.getAllByText('no current reading')).toHaveLength(1);
  expect(card()).toHaveTextContent(/Wind 15 mph\s*no current reading/);
});

test('a wind read in full has no note', () => {
  cardWith([]);
  expect(screen.queryByText('no current reading')).not.toBeInTheDocument();
});
