import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { WeatherAlertsDialog } from '@/entities/weather-alert/weather-alerts-dialog';
import { weatherAlert } from './alert-fixture';

const factOf = (article: HTMLElement, term: string) =>
  within(article)
    .getAllByRole('term')
    .find((element) => element.textContent === term)?.nextElementSibling as HTMLElement | undefined;

test('one alert: titled "Weather alert", with what, where, when, how sure and what to do', () => {
  render(<WeatherAlertsDialog alerts={[weatherAlert()]} stale={false} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Weather alert' });
  expect(dialog).toHaveAccessibleDescription('From the National Weather Service.');
  const article = within(dialog).getByRole('article', { name: 'Winter Storm Warning' });
  // The severity's word in its badge, and again among the facts.
  expect(within(article).getAllByText('Moderate')).toHaveLength(2);
  expect(factOf(article, 'Severity')).toHaveTextContent('Moderate');
  expect(factOf(article, 'Counties')).toHaveTextContent('Hennepin and Ramsey counties');
  // CAP's certainty in the catalog's words; the sending office's name as sent, in English.
  expect(factOf(article, 'Certainty')).toHaveTextContent('Likely');
  expect(factOf(article, 'Certainty')).not.toHaveAttribute('lang');
  expect(factOf(article, 'From')).toHaveAttribute('lang', 'en');
  expect(factOf(article, 'From')).toHaveTextContent('NWS Twin Cities/Chanhassen MN');
  expect(factOf(article, 'Ends')).toHaveTextContent(/Jan 15/);
  // NWS wraps its lines at ~70 columns: one paragraph per blank line.
  const expect_ = within(article).getByRole('group', { name: 'What to expect' });
  expect(
    within(expect_)
      .getAllByText(/./)
      .map((p) => p.textContent),
  ).toEqual(['Heavy snow expected. Total snow 8 to 12 inches.', 'Travel could be very difficult.']);
  expect(within(article).getByRole('group', { name: 'What to do' })).toHaveTextContent(
    'If you must travel, keep an extra flashlight.',
  );
});

test('several alerts: the count is the title; missing parts are left out, not shown empty', () => {
  render(
    <WeatherAlertsDialog
      alerts={[
        weatherAlert(),
        weatherAlert({
          id: 'urn:oid:test.2',
          event: 'Wind Chill Advisory',
          severity: 'Minor',
          headline: '',
          instruction: '',
          onset: '',
          ends: '',
          certainty: '',
        }),
      ]}
      stale={false}
      onClose={() => undefined}
    />,
  );
  screen.getByRole('dialog', { name: '2 weather alerts' });
  const second = screen.getByRole('article', { name: 'Wind Chill Advisory' });
  expect(factOf(second, 'Begins')).toBeUndefined();
  expect(factOf(second, 'Certainty')).toBeUndefined();
  // Without an end, the expiry is when it ends.
  expect(factOf(second, 'Ends')).toHaveTextContent(/Jan 15/);
  expect(within(second).queryByRole('group', { name: 'What to do' })).not.toBeInTheDocument();
});

test('after a failed check it says the alerts may be out of date', () => {
  render(<WeatherAlertsDialog alerts={[weatherAlert()]} stale onClose={() => undefined} />);
  expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
    'From the National Weather Service. The last check failed: these may be out of date.',
  );
});

test('NWS text with markup is text', () => {
  render(
    <WeatherAlertsDialog
      alerts={[
        weatherAlert({
          event: '<img src=x onerror=alert(1)>',
          description: '<script>alert(1)</script>',
        }),
      ]}
      stale={false}
      onClose={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog');
  expect(
    within(dialog).getByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
  ).toBeVisible();
  expect(within(dialog).getByText('<script>alert(1)</script>')).toBeInTheDocument();
  expect(dialog.querySelector('img, script')).toBeNull();
});

test('Close and Escape both close it', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<WeatherAlertsDialog alerts={[weatherAlert()]} stale={false} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});
