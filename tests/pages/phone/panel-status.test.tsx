import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PanelMessage } from '@/pages/phone/panel-status';

test('loading and empty are statuses; an error is an alert', () => {
  render(
    <>
      <PanelMessage kind="loading">Loading news…</PanelMessage>
      <PanelMessage kind="empty">No news stories right now.</PanelMessage>
      <PanelMessage kind="error">News could not be loaded.</PanelMessage>
    </>,
  );
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
    'Loading news…',
    'No news stories right now.',
  ]);
  expect(screen.getByRole('alert')).toHaveTextContent('News could not be loaded.');
});
