import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { SnowEmergencySlot } from '@/entities/snow-emergency/ui/snow-emergency-slot';
import { renderWithApp } from '../../../render';
import { answerSnow, mpls } from './snow-fixtures';
import { eventually } from '../../../eventually';

afterEach(() => vi.useRealTimers());

test('after the first paint, loads the notices: the demo-like Minneapolis declaration on the metro page', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  answerSnow([mpls()]);
  renderWithApp(<SnowEmergencySlot city={null} />);
  const region = await screen.findByRole('region', { name: 'Snow emergencies' });
  expect(await screen.findByRole('article', { name: /Minneapolis Snow Emergency/ })).toBeVisible();
  expect(region).toHaveTextContent('Day 2');
});

test("another city's page shows nothing of Minneapolis", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  const requests = answerSnow([mpls()]);
  const { container } = renderWithApp(<SnowEmergencySlot city="Edina" />);
  await eventually(() => expect(requests.count).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  expect(screen.queryByRole('region', { name: 'Snow emergencies' })).toBeNull();
});
