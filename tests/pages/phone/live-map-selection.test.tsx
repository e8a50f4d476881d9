import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import XIcon from 'lucide-react/icons/x';
import { expect, test, vi } from 'vitest';
import { SelectionDetails } from '@/pages/phone/live-map-selection';
import { camera, station, story } from '../../domain/map-item-fixtures';
import { renderWithApp } from '../../render';

const at = { lat: 44.98, lng: -93.27 };
const hostile = '<img src=x onerror="alert(1)">Lanes closed';
const close = { onClose: () => undefined, CloseIcon: XIcon };

test('a camera: its status, its facts in one line and its star', async () => {
  renderWithApp(
    <SelectionDetails target={{ kind: 'camera', item: camera('c1', at) }} {...close} />,
  );
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.getByText(/^I-94 · .+ · Hennepin County$/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /My Cameras/ })).toBeInTheDocument();
});

test('a story: its description stays text, in English, with a link to the full story', () => {
  const item = { ...story('s1', at), description: hostile, url: 'https://example.com/story' };
  const { container } = renderWithApp(
    <SelectionDetails target={{ kind: 'news', item }} {...close} />,
  );
  expect(screen.getByText(hostile)).toHaveAttribute('lang', 'en');
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByRole('link', { name: /Read Full Story/ })).toHaveAttribute(
    'href',
    'https://example.com/story',
  );
});

test('a story whose url is javascript: gets no link', () => {
  const item = { ...story('s1', at), url: 'javascript:alert(1)' };
  renderWithApp(<SelectionDetails target={{ kind: 'news', item }} {...close} />);
  expect(screen.queryByRole('link')).toBeNull();
});

test('a weather station (the phone’s map draws none) shows nothing', () => {
  const { container } = renderWithApp(
    <SelectionDetails
      target={{ kind: 'weather', item: station('w1', at.lat, at.lng) }}
      {...close}
    />,
  );
  expect(container).toBeEmptyDOMElement();
});

test('its kind, its name as an English heading, and Close', async () => {
  const onClose = vi.fn();
  const item = { ...story('s1', at), title: hostile };
  const { container } = renderWithApp(
    <SelectionDetails target={{ kind: 'news', item }} onClose={onClose} CloseIcon={XIcon} />,
  );
  expect(screen.getByText('News Story')).toBeInTheDocument();
  const heading = screen.getByRole('heading', { level: 3, name: hostile });
  expect(heading).toHaveAttribute('lang', 'en');
  expect(container.querySelector('img')).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Close details' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a camera is headed by its name under "Traffic Camera"', () => {
  renderWithApp(
    <SelectionDetails target={{ kind: 'camera', item: camera('c1', at) }} {...close} />,
  );
  expect(screen.getByText('Traffic Camera')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(camera('c1', at).name);
});
