import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { WeatherAlertBanner } from '@/entities/weather-alert/weather-alert-banner';
import { weatherAlert } from './alert-fixture';

// The dialog is its own chunk: loaded once here so no test waits for the first import.
beforeAll(() => import('@/entities/weather-alert/weather-alerts-dialog'));

const CHECKED = new Date(2030, 0, 14, 15, 5).getTime();

test('the most severe alert: its severity word, event, until when, counties and "+N more"', () => {
  render(
    <WeatherAlertBanner
      alerts={[
        weatherAlert(),
        weatherAlert({ id: 'b', event: 'Wind Chill Advisory' }),
        weatherAlert({ id: 'c', event: 'Flood Watch' }),
      ]}
      failed={false}
      checkedAt={CHECKED}
      tone="light"
    />,
  );
  const banner = screen.getByRole('button', { name: /Winter Storm Warning/ });
  expect(banner).toHaveAttribute('aria-haspopup', 'dialog');
  expect(banner).toHaveTextContent('Moderate');
  expect(banner).toHaveTextContent(/until 6:00\s?PM Tue/);
  expect(banner).toHaveTextContent('Hennepin and Ramsey counties');
  expect(banner).toHaveTextContent('+2 more');
  expect(banner).not.toHaveTextContent('Wind Chill');
});

test('an alert ending a week or more after the check says the date it ends, not only a weekday', () => {
  const ends = new Date(2030, 0, 28, 18, 0).toISOString();
  render(
    <WeatherAlertBanner
      alerts={[weatherAlert({ ends, expires: ends })]}
      failed={false}
      checkedAt={CHECKED}
      tone="light"
    />,
  );
  const banner = screen.getByRole('button', { name: /Winter Storm Warning/ });
  expect(banner).toHaveTextContent(/until Mon Jan 28, 6:00\s?PM/);
});

test('activating it opens every alert, and closing gives the banner the focus back', async () => {
  const user = userEvent.setup();
  render(
    <WeatherAlertBanner
      alerts={[weatherAlert(), weatherAlert({ id: 'b', event: 'Wind Chill Advisory' })]}
      failed={false}
      checkedAt={CHECKED}
      tone="dark"
    />,
  );
  const banner = screen.getByRole('button', { name: /Winter Storm Warning/ });
  await user.click(banner);
  const dialog = await screen.findByRole('dialog', { name: '2 weather alerts' });
  expect(within(dialog).getAllByRole('article')).toHaveLength(2);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await expect.poll(() => document.activeElement).toBe(banner);
});

test('a failed check keeps the last alerts, saying when the last good check was', () => {
  render(<WeatherAlertBanner alerts={[weatherAlert()]} failed checkedAt={CHECKED} tone="light" />);
  const banner = screen.getByRole('button', { name: /Winter Storm Warning/ });
  // Checked on another day (Mon Jan 14, 2030): the day is named.
  expect(banner).toHaveTextContent(/Couldn't check for weather alerts, last checked Mon 3:05\s?PM/);
  expect(banner).not.toHaveTextContent('Hennepin and Ramsey counties');
});

test('no alerts after a failed check: a status says it could not check, never "no alerts"', () => {
  render(<WeatherAlertBanner alerts={[]} failed checkedAt={0} tone="light" />);
  const status = screen.getByRole('status');
  // Nothing about an earlier check: there was none that worked.
  expect(status).toHaveTextContent(/^Couldn't check for weather alerts$/);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('no alerts and a failed check after a good one: the status says when the last good one was', () => {
  render(<WeatherAlertBanner alerts={[]} failed checkedAt={CHECKED} tone="light" />);
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Couldn't check for weather alerts\(last checked Mon 3:05\s?PM\)$/,
  );
});

test('a check made earlier today says its time alone', () => {
  const earlierToday = new Date().setHours(0, 5, 0, 0);
  render(<WeatherAlertBanner alerts={[]} failed checkedAt={earlierToday} tone="light" />);
  expect(screen.getByRole('status')).toHaveTextContent(/\(last checked 12:05\s?AM\)$/);
});

test('the event from NWS is text, marked English', () => {
  const { container } = render(
    <WeatherAlertBanner
      alerts={[weatherAlert({ event: '<b>Storm</b>' })]}
      failed={false}
      checkedAt={CHECKED}
      tone="light"
    />,
  );
  expect(screen.getByText('<b>Storm</b>')).toHaveAttribute('lang', 'en');
  expect(container.querySelector('b')).toBeNull();
});
