import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { snowSchedule, snowStateAt } from '@/entities/snow-emergency/model';
import type { SnowEmergency } from '@/entities/snow-emergency/parse';
import { SnowRulesDialog } from '@/entities/snow-emergency/ui/snow-rules-dialog';
import { renderWithApp } from '../../../render';
import { DECLARED, MPLS_RULES, STP_RULES } from './snow-fixtures';

const item = (city: string, rulesUrl: string): SnowEmergency => ({
  id: city,
  city,
  status: 'declared',
  declaredAt: DECLARED,
  endsAt: '',
  rulesUrl,
});

function show(city: string, rulesUrl: string, now: string) {
  const schedule = snowSchedule(city, new Date(DECLARED));
  renderWithApp(
    <SnowRulesDialog
      item={item(city, rulesUrl)}
      schedule={schedule}
      state={snowStateAt(schedule, new Date(now))}
      onClose={vi.fn()}
    />,
  );
  return screen.getByRole('dialog');
}

test("Minneapolis: each day's times in Central time and its rules in the city's words, the day in force marked", () => {
  const dialog = show('Minneapolis', MPLS_RULES, '2026-12-02T16:00:00Z');
  expect(dialog).toHaveAccessibleName('Minneapolis Snow Emergency: where you may park');
  expect(dialog).toHaveTextContent('Declared Tuesday 4:30 PM');
  const phases = within(dialog).getAllByRole('listitem');
  expect(phases.map((phase) => phase.textContent)).toEqual([
    expect.stringMatching(/^Day 1Tuesday 9 PM to Wednesday 8 AMDo not park on either side/),
    expect.stringMatching(/^Day 2NowWednesday 8 AM to Wednesday 8 PMDo not park on the EVEN/),
    expect.stringMatching(/^Day 3Thursday 8 AM to Thursday 8 PMDo not park on the ODD/),
  ]);
  expect(phases[1]).toHaveAttribute('aria-current', 'step');
  const link = within(dialog).getByRole('link', { name: /City rules/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Saint Paul: night then day plow routes, until plowed full width, 96 hours', () => {
  const dialog = show('Saint Paul', STP_RULES, '2026-12-02T05:00:00Z');
  const phases = within(dialog).getAllByRole('listitem');
  expect(phases[0]).toHaveTextContent('Night plow routesNow');
  expect(phases[0]).toHaveTextContent('NIGHT PLOW ROUTE THIS SIDE OF STREET');
  expect(phases[1]).toHaveTextContent(
    'From Wednesday 8 AM, until streets are plowed full width (until Saturday 9 PM at the latest)',
  );
  expect(dialog).toHaveTextContent('A Snow Emergency lasts 96 hours.');
});
