import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { WeatherAlertRow } from '@/entities/weather-alert/weather-alert-row';
import { renderWithApp } from '../../render';

// The banner's code never arrives: the row keeps what it says while that code loads.
vi.mock('@/entities/weather-alert/weather-alert-banner', () => new Promise<never>(() => {}));

test('while the banner loads, the alert is named in one line, its words apart', async () => {
  renderWithApp(<WeatherAlertRow county={null} tone="light" />);
  const row = await screen.findByText(
    (_, element) =>
      element?.tagName === 'P' && element.textContent === 'Weather alert: Winter Storm Warning',
  );
  // The row is a flex box: as two children ("Weather alert: " and the event), each would be laid
  // out on its own and the space between them dropped.
  expect(row.childNodes).toHaveLength(1);
  expect(screen.getByText('Winter Storm Warning')).toHaveAttribute('lang', 'en');
});
