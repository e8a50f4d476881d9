import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { snowSchedule, snowStateAt } from '@/entities/snow-emergency/model';
import type { SnowEmergency } from '@/entities/snow-emergency/parse';
import { SnowEmergencyNotice } from '@/entities/snow-emergency/ui/snow-emergency-notice';
import { renderWithApp } from '../../../render';
import { DECLARED, MPLS_RULES } from './snow-fixtures';

const ITEM: SnowEmergency = {
  id: 'mpls',
  city: 'Minneapolis',
  status: 'declared',
  declaredAt: DECLARED,
  endsAt: '',
  rulesUrl: MPLS_RULES,
};
const schedule = snowSchedule(ITEM.city, new Date(DECLARED));
const NOW = Date.parse('2026-12-02T16:00:00Z');

beforeAll(() => import('@/entities/snow-emergency/ui/snow-rules-dialog'));

function show(stale = false) {
  return renderWithApp(
    <SnowEmergencyNotice
      item={ITEM}
      schedule={schedule}
      state={snowStateAt(schedule, new Date(NOW))}
      now={NOW}
      stale={stale}
      tone="light"
    />,
  );
}

test('the city in English inside the sentence, the phase, its meaning, what comes next', () => {
  show();
  const card = screen.getByRole('article', { name: 'Minneapolis Snow Emergency' });
  expect(within(card).getByText('Minneapolis')).toHaveAttribute('lang', 'en');
  expect(card).toHaveTextContent('Day 2');
  expect(card).toHaveTextContent('Day 3 begins Thursday 8 AM');
  expect(card).not.toHaveTextContent('Declared');
});

test('a stale notice says when it was declared', () => {
  show(true);
  expect(screen.getByRole('article')).toHaveTextContent('Declared Tuesday 4:30 PM');
});

test('"All phases" opens the dialog and gives the focus back when it closes', async () => {
  const user = userEvent.setup();
  show();
  const button = screen.getByRole('button', { name: 'All phases' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', {
    name: 'Minneapolis Snow Emergency: where you may park',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(button).toHaveFocus();
});
