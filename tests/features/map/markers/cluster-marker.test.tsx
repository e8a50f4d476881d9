import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CloudIcon from 'lucide-react/icons/cloud';
import type { ComponentProps } from 'react';
import { expect, test, vi } from 'vitest';
import { ClusterMarker } from '@/features/map/markers/cluster-marker';

const props = (extra: Partial<ComponentProps<typeof ClusterMarker>> = {}) => ({
  clusterKey: 'k1',
  name: '14 points: 12 traffic cameras, 2 news stories near Downtown Minneapolis',
  count: 14,
  Icon: null,
  urgent: false,
  x: 0.25,
  y: 0.5,
  width: 32,
  height: 32,
  tone: 'light' as const,
  onActivate: () => undefined,
  ...extra,
});

test('a button named for what it holds, showing its count, at its place and size', () => {
  render(<ClusterMarker {...props()} />);
  const cluster = screen.getByRole('button', {
    name: '14 points: 12 traffic cameras, 2 news stories near Downtown Minneapolis',
  });
  expect(cluster).toHaveTextContent('14');
  expect(cluster).toHaveAttribute('data-cluster-count', '14');
  expect(cluster).toHaveStyle({ left: '25%', top: '50%', width: '32px', height: '32px' });
});

test('activating it passes its key and itself', async () => {
  const user = userEvent.setup();
  const onActivate = vi.fn();
  render(<ClusterMarker {...props({ onActivate })} />);
  const cluster = screen.getByRole('button');
  await user.click(cluster);
  expect(onActivate).toHaveBeenCalledWith('k1', cluster);
});

test('a high-impact story inside rings it red; a station inside shows its cloud', () => {
  const { container } = render(
    <>
      <ClusterMarker {...props({ clusterKey: 'a', name: 'calm', urgent: false })} />
      <ClusterMarker
        {...props({ clusterKey: 'b', name: 'urgent', urgent: true, Icon: CloudIcon })}
      />
      <ClusterMarker {...props({ clusterKey: 'c', name: 'night', urgent: true, tone: 'dark' })} />
    </>,
  );
  expect(screen.getByRole('button', { name: 'calm' })).not.toHaveClass('ring-red-600');
  expect(screen.getByRole('button', { name: 'urgent' })).toHaveClass('ring-red-600');
  expect(screen.getByRole('button', { name: 'night' })).toHaveClass('ring-red-400');
  expect(screen.getByRole('button', { name: 'calm' }).querySelector('svg')).toBeNull();
  expect(screen.getByRole('button', { name: 'urgent' }).querySelector('svg')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  expect(container.querySelectorAll('button')).toHaveLength(3);
});
