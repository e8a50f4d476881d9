import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { camerasQuery } from '@/entities/camera/feed';
import { demoNews } from '@/mocks/responses';
import { CompactLiveView } from '@/pages/phone/compact-live-view';
import { useVisitor } from '@/state/visitor';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { mockViewportWidth } from './viewport';
import {
  activePanel,
  answer,
  cameraMarkers,
  cameraRecord,
  hang,
  newsMarkers,
  noTrains,
  renderView,
  storyRecord,
  user,
} from './compact-view-fixtures';

/** The legend's entry above the map that reads exactly this ("Cameras 8"). */
const legendEntry = (text: string) =>
  screen.queryAllByRole('listitem').find((item) => item.textContent === text);
const transitSwitch = () =>
  within(screen.getByRole('group', { name: 'Map layers' })).getByRole('button', {
    name: /^Transit/,
  });

describe('Live Map', () => {
  // The counts below are of cameras and stories; the trains' tests answer NexTrip again.
  beforeEach(noTrains);

  test('its Transit switch counts the vehicles drawn and hides them', async () => {
    server.resetHandlers();
    renderView();
    const u = user();
    const vehicles = () => screen.queryAllByRole('button', { name: /^Transit Vehicle: / });
    await waitFor(() => expect(vehicles().length).toBeGreaterThan(0), { timeout: 15_000 });
    const layers = screen.getByRole('group', { name: 'Map layers' });
    const transit = within(layers).getByRole('button', { name: /^Transit/ });
    expect(transit).toHaveAccessibleName(`Transit ${vehicles().length}`);
    expect(transit).toHaveAttribute('aria-pressed', 'true');
    await u.click(transit);
    await waitFor(() => expect(vehicles()).toHaveLength(0));
    expect(transit).toHaveAttribute('aria-pressed', 'false');
    await u.click(transit);
    await waitFor(() => expect(vehicles().length).toBeGreaterThan(0));
  });

  test('tapping a marker shows its details; Close details returns focus to it', async () => {
    renderView();
    const u = user();
    // Both feeds drawn: the cameras are spread around the stories, so they move when news arrives.
    await waitFor(() => expect(newsMarkers().length).toBeGreaterThan(0));
    await waitFor(() => expect(cameraMarkers().length).toBeGreaterThan(0));
    const marker = cameraMarkers()[0]!;
    const name = marker.getAttribute('aria-label')!.replace('Traffic Camera: ', '');
    await u.click(marker);
    const details = screen.getByRole('region', { name: 'Selected point' });
    // Said once, by name: the details (with a still's age that changes every 10 s) are not live.
    expect(details).not.toHaveAttribute('aria-live');
    const said = [...document.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent);
    expect(said).toContain(name);
    expect(within(details).getByText('Traffic Camera')).toBeInTheDocument();
    expect(within(details).getByRole('heading', { name })).toBeInTheDocument();
    expect(marker).toHaveAttribute('aria-pressed', 'true');

    // A story with a link to read (the news arrive in slices, so the first marker varies).
    const withLink = new Set(demoNews().flatMap((story) => (story.url ? [story.title] : [])));
    const linked = () =>
      newsMarkers().find((button) =>
        withLink.has(button.getAttribute('aria-label')!.replace('News Story: ', '')),
      );
    await waitFor(() => expect(linked()).toBeDefined());
    const story = linked()!;
    await u.click(story);
    expect(within(details).getByText('News Story')).toBeInTheDocument();
    expect(marker).toHaveAttribute('aria-pressed', 'false');
    // The story's footer is in the selection's details, a chunk that may still be on its way.
    expect(await within(details).findByRole('link', { name: 'Read Full Story' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await u.click(within(details).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('region', { name: 'Selected point' })).not.toBeInTheDocument();
    expect(story).toHaveFocus();
  });

  test('tapping the selected marker again closes its details', async () => {
    renderView();
    await waitFor(() => expect(newsMarkers().length).toBeGreaterThan(0));
    const story = newsMarkers()[0]!;
    await user().click(story);
    expect(screen.getByRole('region', { name: 'Selected point' })).toBeInTheDocument();
    await user().click(story);
    expect(screen.queryByRole('region', { name: 'Selected point' })).not.toBeInTheDocument();
  });

  test('loading, then both feeds failing, says so', async () => {
    server.use(hang('/api/traffic-cams'), hang('/api/news'));
    renderView();
    expect(screen.getAllByText('Loading live points…').length).toBeGreaterThan(0);
    expect(cameraMarkers()).toHaveLength(0);
    // Counts no answer has given read '…', never 0.
    expect(legendEntry('Cameras …')).toBeDefined();
    expect(legendEntry('News …')).toBeDefined();
    expect(transitSwitch()).toHaveAccessibleName('Transit …');
  });

  test('both feeds failing: an error and zero live points', async () => {
    server.use(answer('/api/traffic-cams', {}, 500), answer('/api/news', {}, 503));
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Live points could not be loaded. Try Refresh in a moment.',
    );
    expect(screen.getByText('0 live points')).toBeInTheDocument();
    expect(legendEntry('Cameras –')).toBeDefined();
    expect(legendEntry('News –')).toBeDefined();
  });

  test('one feed failing: the other still draws, with a note', async () => {
    server.use(answer('/api/traffic-cams', {}, 500));
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Traffic cameras could not be loaded.',
    );
    await waitFor(() => expect(newsMarkers()).toHaveLength(5));
    expect(screen.getByText('5 live points')).toBeInTheDocument();
    expect(legendEntry('Cameras –')).toBeDefined();
    expect(legendEntry('News 5')).toBeDefined();
    // The news is fresh; no refresh failed (the cameras' first load did, and says so above).
    expect(within(activePanel()).getByText(/^Updated /)).toBeInTheDocument();
    expect(within(activePanel()).queryByText('(refresh failed)')).toBeNull();
  });

  test('NexTrip failing before any answer: the Transit switch reads –, not 0', async () => {
    server.use(answer('/nextrip/routes', {}, 503));
    renderView();
    expect(
      await screen.findByText('Transit positions temporarily unavailable'),
    ).toBeInTheDocument();
    await waitFor(() => expect(transitSwitch()).toHaveAccessibleName('Transit –'));
    // The cameras and stories still count what the map draws.
    await waitFor(() => expect(newsMarkers()).toHaveLength(5));
    expect(legendEntry('News 5')).toBeDefined();
  });

  test('the vehicles drawn are live points too: no empty message while trains are on the map', async () => {
    server.resetHandlers();
    server.use(
      answer('/api/traffic-cams', [cameraRecord(1, { latitude: null, longitude: null })]),
      answer('/api/news', []),
    );
    renderView();
    const vehicles = () => screen.queryAllByRole('button', { name: /^Transit Vehicle: / });
    await waitFor(() => expect(vehicles().length).toBeGreaterThan(0), { timeout: 15_000 });
    await waitFor(() =>
      expect(screen.getByText(/^\d+ live points?$/)).toHaveTextContent(
        `${vehicles().length} live points`,
      ),
    );
    expect(screen.queryByText('No live points to show in this area right now.')).toBeNull();
    // Switched off, they are not drawn and not counted.
    await user().click(screen.getByRole('button', { name: /^Transit \d+/ }));
    expect(await screen.findByText('0 live points')).toBeInTheDocument();
    expect(screen.getByText('No live points to show in this area right now.')).toBeInTheDocument();
  });

  test('nothing drawable: an empty message', async () => {
    server.use(
      answer('/api/traffic-cams', [cameraRecord(1, { latitude: null, longitude: null })]),
      answer('/api/news', []),
    );
    renderView();
    expect(
      await screen.findByText('No live points to show in this area right now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 live points')).toBeInTheDocument();
  });

  test('while a feed that has arrived is still being drawn, the map reads loading, never empty', async () => {
    server.use(
      answer('/api/traffic-cams', [cameraRecord(1), cameraRecord(2)]),
      answer('/api/news', [storyRecord(1)]),
    );
    // Every text the panel ever shows, including frames that last one render.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderView();
    expect(await screen.findByText('3 live points')).toBeInTheDocument();
    observer.disconnect();
    const texts = [...seen].join('\n');
    expect(texts).toContain('Loading live points…');
    expect(texts).not.toMatch(/\b[0-2] live points?\b/);
    expect(texts).not.toContain('No live points to show in this area right now.');
  });

  test('a chosen city names the area and keeps to points near it', async () => {
    function ChooseEdina() {
      const { setSelectedCity } = useVisitor();
      useEffect(() => setSelectedCity('Edina'), [setSelectedCity]);
      return null;
    }
    renderWithApp(
      <>
        <ChooseEdina />
        <CompactLiveView onRefresh={vi.fn()} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Edina' })).toBeInTheDocument();
    await waitFor(() => expect(cameraMarkers()).toHaveLength(8));
    // The demo's north-east I-694 cameras (Washington County) are far from Edina.
    expect(
      screen.queryByRole('button', { name: 'Traffic Camera: I-694: I-694 NB @ 40th St' }),
    ).toBeNull();
  });

  test('a failed refresh keeps the markers and says the refresh failed', async () => {
    const { client } = renderView();
    await screen.findByText('13 live points');
    server.use(answer('/api/traffic-cams', {}, 500));
    await act(() => client.refetchQueries({ queryKey: camerasQuery().queryKey }));
    expect(await within(activePanel()).findByText('(refresh failed)')).toBeInTheDocument();
    expect(screen.getByText('13 live points')).toBeInTheDocument();
    expect(cameraMarkers()).toHaveLength(8);
  });
});

describe('the compact/split toggle', () => {
  let undo: () => void = () => undefined;
  afterEach(() => undo());

  test('phones start compact (50 %) and the toggle flips to split (65 %) and back', async () => {
    undo = mockViewportWidth(390);
    renderView();
    const map = screen.getByRole('region', { name: 'Live map' });
    const toggle = within(screen.getByRole('group', { name: 'Map layers' })).getByRole('button', {
      name: 'Expand map',
    });
    // Named by its label alone: the row shows an icon, so the row stays one line.
    expect(toggle).toHaveTextContent('');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(map.style.height).toBe('50dvh');
    await user().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(map.style.height).toBe('65dvh');
    await user().click(toggle);
    expect(map.style.height).toBe('50dvh');
  });

  test('the toggle is a phone control: wider screens have none', () => {
    undo = mockViewportWidth(900);
    renderView();
    expect(screen.queryByRole('button', { name: 'Expand map' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live map' }).style.height).toBe('65dvh');
  });
});
