import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { SystemStatusPart } from '@/features/status/system-status-part';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const answer = (body: unknown, status = 200) =>
  server.use(http.get('*/api/system-status', () => HttpResponse.json(body as never, { status })));

const part = () => screen.getByRole('region', { name: 'System Status' });

test('checking first, then the count, the overall state and each service in words', async () => {
  answer({
    workingCount: 2,
    totalCount: 3,
    status: 'degraded',
    connectivity: { nws: true, metroTransit: false, mndotGIS: true },
  });
  renderWithApp(<SystemStatusPart />);
  expect(within(part()).getByText('Checking connectivity...')).toBeInTheDocument();
  const list = await within(part()).findByRole('list', { name: 'Connectivity' });
  expect(part()).toHaveTextContent('Some systems degraded');
  const services = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(services).toHaveLength(3);
  expect(services.filter((text) => text!.endsWith('Disconnected'))).toHaveLength(1);
  expect(services.filter((text) => text!.endsWith('Connected'))).toHaveLength(2);
  expect(within(part()).queryByText('Checking connectivity...')).not.toBeInTheDocument();
});

test('a failed check says so, and shows no counts', async () => {
  answer({ error: 'down' }, 503);
  renderWithApp(<SystemStatusPart />);
  expect(await within(part()).findByText('Unable to check system status')).toBeInTheDocument();
  expect(within(part()).queryByRole('list')).not.toBeInTheDocument();
});
