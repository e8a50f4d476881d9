import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SelectionDetails } from '@/pages/phone/live-map-selection';
import { camera, station, story } from '../../domain/map-item-fixtures';
import { renderWithApp } from '../../render';

const at = { lat: 44.98, lng: -93.27 };
const hostile = '<img src=x onerror="alert(1)">Lanes closed';

test('a camera: its status, its facts in one line and its star', async () => {
  renderWithApp(<SelectionDetails target={{ kind: 'camera', item: camera('c1', at) }} />);
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.getByText(/^I-94 · .+ · Hennepin County$/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /My Cameras/ })).toBeInTheDocument();
});

test('a story: its description stays text, in English, with a link to the full story', () => {
  const item = { ...story('s1', at), description: hostile, url: 'https://example.com/story' };
  const { container } = renderWithApp(<SelectionDetails target={{ kind: 'news', item }} />);
  expect(screen.getByText(hostile)).toHaveAttribute('lang', 'en');
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByRole('link', { name: /Read Full Story/ })).toHaveAttribute(
    'href',
    'https://example.com/story',
  );
});

test('a story whose url is javascript: gets no link', () => {
  const item = { ...story('s1', at), url: 'javascript:alert(1)' };
  renderWithApp(<SelectionDetails target={{ kind: 'news', item }} />);
  expect(screen.queryByRole('link')).toBeNull();
});

test('a weather station (the phone’s map draws none) shows nothing', () => {
  const { container } = renderWithApp(
    <SelectionDetails target={{ kind: 'weather', item: station('w1', at.lat, at.lng) }} />,
  );
  expect(container).toBeEmptyDOMElement();
});
