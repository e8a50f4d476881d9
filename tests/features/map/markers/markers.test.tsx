import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Marker } from '@/features/map/markers/markers';
import type { MapItemRef } from '@/kinds/map-kinds';
import { camera, station, story } from '../../details/items';

const CAMERA: MapItemRef = { kind: 'camera', item: camera() };

test('each point is a button named by its kind and title, at its projected place', () => {
  render(
    <>
      <Marker refItem={CAMERA} x={0.1} y={0.2} tone="light" onOpen={() => undefined} />
      <Marker
        refItem={{ kind: 'weather', item: station() }}
        x={0.5}
        y={0.5}
        tone="light"
        onOpen={() => undefined}
      />
      <Marker
        refItem={{ kind: 'news', item: story({ title: '<b>Snow</b>' }) }}
        x={0.9}
        y={0.9}
        tone="dark"
        onOpen={() => undefined}
      />
    </>,
  );
  const marker = screen.getByRole('button', { name: 'Traffic Camera: I-694: I-694 NB @ 40th St' });
  expect(marker).toHaveStyle({ left: '10%', top: '20%' });
  expect(marker).not.toHaveAttribute('aria-pressed');
  expect(screen.getByRole('button', { name: 'Weather Station: MSP Airport' })).toBeInTheDocument();
  const news = screen.getByRole('button', { name: 'News Story: <b>Snow</b>' });
  expect(news.querySelector('b')).toBeNull();
});

test('activating a marker opens its item, from itself', async () => {
  const user = userEvent.setup();
  const onOpen = vi.fn();
  render(<Marker refItem={CAMERA} x={0} y={0} tone="light" onOpen={onOpen} />);
  const marker = screen.getByRole('button');
  await user.click(marker);
  expect(onOpen).toHaveBeenCalledWith(CAMERA, marker);
});

test('the phone marks the tapped marker pressed, and a favourite camera says it is one of mine', () => {
  render(
    <Marker refItem={CAMERA} x={0} y={0} tone="dark" pressed marked onOpen={() => undefined} />,
  );
  const marker = screen.getByRole('button');
  expect(marker).toHaveAttribute('aria-pressed', 'true');
  expect(marker).toHaveAccessibleDescription('In My Cameras');
  // The star shows it without colour; hidden, as the description says it.
  expect(marker.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
});
