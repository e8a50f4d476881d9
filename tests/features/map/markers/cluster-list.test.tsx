import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ClusterList } from '@/features/map/markers/cluster-list';
import type { MapItemRef } from '@/kinds/map-kinds';
import { camera, station, story } from '../../details/items';

const MEMBERS: MapItemRef[] = [
  { kind: 'camera', item: camera() },
  { kind: 'weather', item: station() },
  { kind: 'news', item: story({ title: '<img src=x onerror=alert(1)>' }) },
];

test('a dialog titled by the count, described by the cluster, listing each point by kind and title', () => {
  render(
    <ClusterList
      title="3 points near Edina"
      members={MEMBERS}
      onChoose={() => undefined}
      onClose={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: '3 at this spot' });
  expect(dialog).toHaveAccessibleDescription('3 points near Edina');
  const buttons = within(dialog)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button'));
  expect(buttons.map((button) => button.textContent)).toEqual([
    'Traffic Camera: I-694: I-694 NB @ 40th St',
    'Weather Station: MSP Airport',
    'News Story: <img src=x onerror=alert(1)>',
  ]);
  // A story's title is text, never markup.
  expect(dialog.querySelector('img')).toBeNull();
});

test('choosing a point passes its reference; Close and Escape close the list', async () => {
  const user = userEvent.setup();
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(<ClusterList title="3 points" members={MEMBERS} onChoose={onChoose} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Weather Station: MSP Airport' }));
  expect(onChoose).toHaveBeenCalledWith(MEMBERS[1]);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});
