import { t } from '@/i18n/translate';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { noteServerDate } from '@/api/server-clock';
import {
  CameraStatusText,
  CountyName,
  FallbackNote,
  observedLabel,
  publishedLabel,
} from '@/components/details/detail-parts';
import { station } from '../../features/details/items';

test('a camera status is said in words, green when active and red otherwise', () => {
  render(
    <>
      <CameraStatusText status="active" />
      <CameraStatusText status="inactive" />
    </>,
  );
  expect(screen.getByText('Active')).toHaveClass('text-emerald-800');
  expect(screen.getByText('Inactive')).toHaveClass('text-red-700');
});

test('a county name is the feed\u2019s words, marked English, inside the visitor\u2019s sentence', () => {
  const { container } = render(<CountyName county="<i>Anoka</i>" />);
  expect(container).toHaveTextContent('<i>Anoka</i> County');
  expect(screen.getByText('<i>Anoka</i>')).toHaveAttribute('lang', 'en');
  expect(container.querySelector('i')).toBeNull();
});

test('an observation says its time and age, or that it has none', () => {
  const observedAt = '2026-01-14T20:00:00.000Z';
  const label = observedLabel(t, observedAt, Date.parse(observedAt) + 14 * 60_000);
  expect(label).toMatch(/^Observed .+ \(14 min ago\)$/);
  expect(observedLabel(t, '', Date.now())).toBe('No observation time');
});

test('a published time has its date and time, or is empty when unknown', () => {
  expect(publishedLabel(t, '2025-12-05T15:14:00.000Z')).toMatch(
    /^Dec \d, 2025, \d{1,2}:14\s?[AP]M$/,
  );
  expect(publishedLabel(t, '')).toBe('');
  expect(publishedLabel(t, 'not a date')).toBe('');
});

test("an observation's age is read on the server's clock when this device's is two hours ahead", () => {
  const observedAt = '2026-01-14T20:00:00.000Z';
  const serverNow = Date.parse(observedAt) + 14 * 60_000;
  const deviceNow = serverNow + 2 * 60 * 60_000;
  noteServerDate(new Date(serverNow).toUTCString(), deviceNow);
  expect(observedLabel(t, observedAt, deviceNow)).toMatch(/\(14 min ago\)$/);
  noteServerDate(new Date(serverNow).toUTCString(), serverNow);
});

test('a field that holds the fallback says there is no current reading', () => {
  render(
    <FallbackNote
      station={station({ fallbackFields: ['humidityPercent'] })}
      field="humidityPercent"
    />,
  );
  expect(screen.getByText('no current reading')).toBeInTheDocument();
});

test('a field that was read says nothing', () => {
  const { container } = render(
    <FallbackNote station={station({ fallbackFields: ['windMph'] })} field="humidityPercent" />,
  );
  expect(container).toBeEmptyDOMElement();
});
