// Runs isolated: whether the notices' code is loaded yet is module state, and the paint is held.
import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import type * as Constants from '@/domain/constants';
import {
  snowNoticeInFirstPaint,
  SnowEmergencySlot,
} from '@/entities/snow-emergency/ui/snow-emergency-slot';
import { renderWithApp } from '../../../render';
import { answerSnow, mpls } from './snow-fixtures';

const paint = await vi.hoisted(async () =>
  (await import('../../../support/held-paint')).heldPaint(),
);
vi.mock('@/lib/after-first-paint', () => ({ afterFirstContentfulPaint: () => paint.painted }));
// The first render's waits (the answer 300 ms, the notices' code 1 s) run on the real clock: a busy
// machine can take longer, and the render would then rightly go on without the notice.
vi.mock('@/domain/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  FIRST_RENDER_WAIT_MS: 60_000,
  SNOW_NOTICE_WAIT_MS: 60_000,
}));

afterEach(() => vi.useRealTimers());

// In this order: the first test must find the notices' code not loaded.
test('an answer without a notice: the first render draws nothing of it and loads no code', async () => {
  answerSnow([mpls({ status: 'ended', endsAt: '2026-12-01T23:00:00Z' })]);
  const client = createQueryClient();
  await snowNoticeInFirstPaint(client);
  const { container } = renderWithApp(<SnowEmergencySlot city={null} />, { client });
  // Not even the notices' live region: their code waits for the paint.
  expect(container.querySelector('[aria-live]')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Snow emergencies' })).toBeNull();
});

test('an answer with a notice: the notice is in the first render, before the paint', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  answerSnow([mpls()]);
  const client = createQueryClient();
  await snowNoticeInFirstPaint(client);
  renderWithApp(<SnowEmergencySlot city={null} />, { client });
  // Read at once, with nothing awaited: the render that ran is the first one.
  const notice = screen.getByRole('article', { name: /Minneapolis Snow Emergency/ });
  expect(notice).toHaveTextContent('Day 2');
  paint.done();
});
