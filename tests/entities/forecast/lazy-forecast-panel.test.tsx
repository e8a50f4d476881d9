import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { FORECAST_SPACE } from '@/entities/forecast/forecast-space';
import { LazyForecastPanel } from '@/entities/forecast/lazy-forecast-panel';
import { renderWithApp } from '../../render';

test('its place is held, hidden, while the code loads; then the forecast is drawn', async () => {
  const { container } = renderWithApp(
    <LazyForecastPanel position={TWIN_CITIES_CENTER} place="Twin Cities" tone="dark" />,
  );
  const held = container.querySelector('[aria-hidden="true"]');
  // At about the drawn forecast's height (forecast-space.ts), so nothing below it jumps.
  expect(FORECAST_SPACE).not.toBe('');
  expect(held).toHaveClass(FORECAST_SPACE);
  expect(await screen.findByRole('list', { name: 'Next 12 hours' })).toBeInTheDocument();
});
