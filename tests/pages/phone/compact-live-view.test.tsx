// The phone view as a visitor uses it: shell, tabs, caps, and each tab's loading, error and empty
// states, all rendered through CompactLiveView with the record builders and msw answers below.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { camerasQuery } from '@/api/feeds/cameras';
import { newsQuery } from '@/api/feeds/news';
import { CompactLiveView } from '@/pages/phone/compact-live-view';
import { useVisitor } from '@/state/visitor';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { mockViewportWidth } from './viewport';

function cameraRecord(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: `c${i}`,
    name: `Camera ${i}`,
    imageUrl: `https://video.dot.state.mn.us/video/image/metro/c${i}`,
    latitude: 44.75 + (i % 5) * 0.1,
    longitude: -93.75 + Math.floor(i / 5) * 0.2,
    highway: 'I-94',
    direction: 'EB',
    county: 'Hennepin',
    status: 'active',
    ...extra,
  };
}

function storyRecord(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: `n${i}`,
    title: `Story ${i}`,
    description: `Description of story ${i}.`,
    category: 'Traffic',
    impact: 'medium',
    source: 'KARE 11',
    publishedAt: new Date(Date.now() - i * 5 * 60_000).toISOString(),
    url: `https://news.example.org/${i}`,
    latitude: 44.75 + (i % 5) * 0.1,
    longitude: -93.7 + Math.floor(i / 5) * 0.2,
    county: 'Hennepin',
    ...extra,
  };
}

const answer = (path: string, body: unknown, status = 200) =>
  http.get(`*${path}`, () => HttpResponse.json(body as never, { status }));
const hang = (path: string) =>
  http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

const user = () => userEvent.setup();
const renderView = (onRefresh = vi.fn()) => ({
  onRefresh,
  ...renderWithApp(<CompactLiveView onRefresh={onRefresh} />),
});
const activePanel = () => screen.getByRole('tabpanel');
const cameraMarkers = () => screen.queryAllByRole('button', { name: /^Traffic Camera: / });
const newsMarkers = () => screen.queryAllByRole('button', { name: /^News Story: / });

async function openTab(name: string) {
  await user().click(screen.getByRole('tab', { name }));
  return activePanel();
}

describe('CompactLiveView shell', () => {
  test('a LIVE header, four tabs with Live Map selected, Refresh and the update time', async () => {
    renderView();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('LIVE')).toBeInTheDocument();
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent('Twin Cities Live');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Live Map', 'Weather', 'Traffic', 'News']);
    expect(screen.getByRole('tab', { name: 'Live Map' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(activePanel()).toHaveAccessibleName('Live Map');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(banner).getByText('Connecting…')).toBeInTheDocument();
    expect(await within(banner).findByText(/^\d{1,2}:\d{2}\s?[AP]M$/)).toBeInTheDocument();
    expect(within(banner).getByText(/^Updated/)).toBeInTheDocument();
  });

  test('the page behind the view turns dark while it is shown', () => {
    const { unmount } = renderView();
    expect(document.documentElement.style.backgroundColor).toBe('rgb(2, 6, 23)');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    unmount();
    expect(document.documentElement.style.backgroundColor).toBe('');
  });

  test('Refresh asks for a reload', async () => {
    const { onRefresh } = renderView();
    await user().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('by default Refresh reloads the page', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    try {
      renderWithApp(<CompactLiveView />);
      await user().click(screen.getByRole('button', { name: 'Refresh' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  test('OFFLINE instead of LIVE when every feed fails', async () => {
    server.use(
      answer('/api/traffic-cams', {}, 500),
      answer('/api/news', {}, 500),
      answer('/api/weather/nws-live', {}, 500),
    );
    renderView();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('OFFLINE')).toBeInTheDocument();
    expect(within(banner).queryByText('LIVE')).not.toBeInTheDocument();
    expect(within(banner).getByText('Live feeds unavailable')).toBeInTheDocument();
  });

  test('OFFLINE while the browser is offline, LIVE again when it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderView();
    const banner = screen.getByRole('banner');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(within(banner).getByText('OFFLINE')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(within(banner).getByText('LIVE')).toBeInTheDocument();
  });
});

describe('tabs', () => {
  test('clicking a tab selects it and shows its panel only', async () => {
    renderView();
    for (const name of ['Weather', 'Traffic', 'News', 'Live Map']) {
      const panel = await openTab(name);
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
      expect(panel).toHaveAccessibleName(name);
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    }
  });

  test('Left/Right/Home/End move focus and selection with a roving tabindex', async () => {
    renderView();
    const u = user();
    const tab = (name: string) => screen.getByRole('tab', { name });
    await u.click(tab('Live Map'));
    await u.keyboard('{ArrowRight}');
    expect(tab('Weather')).toHaveFocus();
    expect(tab('Weather')).toHaveAttribute('aria-selected', 'true');
    expect(activePanel()).toHaveAccessibleName('Weather');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual([
      '-1',
      '0',
      '-1',
      '-1',
    ]);
    await u.keyboard('{End}');
    expect(tab('News')).toHaveFocus();
    await u.keyboard('{ArrowRight}');
    expect(tab('Live Map')).toHaveFocus();
    expect(tab('Live Map')).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowLeft}');
    expect(tab('News')).toHaveFocus();
    await u.keyboard('{Home}');
    expect(tab('Live Map')).toHaveFocus();
    await u.keyboard('{ArrowDown}');
    expect(tab('Live Map')).toHaveFocus();
    await u.tab();
    expect(activePanel()).toHaveFocus();
  });
});

describe('caps', () => {
  beforeEach(() => {
    server.use(
      answer(
        '/api/traffic-cams',
        Array.from({ length: 20 }, (_, i) => cameraRecord(i)),
      ),
      answer(
        '/api/news',
        Array.from({ length: 20 }, (_, i) => storyRecord(i)),
      ),
    );
  });

  test('the map draws 8 cameras and 5 stories and counts 13 live points', async () => {
    renderView();
    expect(await screen.findByText('13 live points')).toBeInTheDocument();
    expect(cameraMarkers()).toHaveLength(8);
    expect(newsMarkers()).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Twin Cities Metro' })).toBeInTheDocument();
  });

  test('Traffic shows 6 cameras and News 10 stories', async () => {
    renderView();
    await screen.findByText('13 live points');
    expect(within(await openTab('Traffic')).getAllByRole('article')).toHaveLength(6);
    const news = within(await openTab('News')).getAllByRole('article');
    expect(news).toHaveLength(10);
    expect(within(news[0]!).getByRole('heading')).toHaveTextContent('Story 0');
    expect(within(news[9]!).getByRole('heading')).toHaveTextContent('Story 9');
  });
});

describe('Live Map', () => {
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
    expect(within(details).getByText('Traffic Camera')).toBeInTheDocument();
    expect(within(details).getByRole('heading', { name })).toBeInTheDocument();
    expect(marker).toHaveAttribute('aria-pressed', 'true');

    const story = newsMarkers()[0]!;
    await u.click(story);
    expect(within(details).getByText('News Story')).toBeInTheDocument();
    expect(marker).toHaveAttribute('aria-pressed', 'false');
    expect(within(details).getByRole('link', { name: 'Read Full Story' })).toHaveAttribute(
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
  });

  test('both feeds failing: an error and zero live points', async () => {
    server.use(answer('/api/traffic-cams', {}, 500), answer('/api/news', {}, 503));
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Live points could not be loaded. Try Refresh in a moment.',
    );
    expect(screen.getByText('0 live points')).toBeInTheDocument();
  });

  test('one feed failing: the other still draws, with a note', async () => {
    server.use(answer('/api/traffic-cams', {}, 500));
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Traffic cameras could not be loaded.',
    );
    await waitFor(() => expect(newsMarkers()).toHaveLength(5));
    expect(screen.getByText('5 live points')).toBeInTheDocument();
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
    const toggle = screen.getByRole('button', { name: 'Expand map' });
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

describe('Weather', () => {
  test('every station with location, county, °F, mph, humidity % and conditions', async () => {
    renderView();
    const panel = await openTab('Weather');
    // The forecast's lists come first in the tab: the stations are their own list.
    const list = await within(panel).findByRole('list', { name: 'Weather stations' });
    const stations = within(list).getAllByRole('listitem');
    expect(stations).toHaveLength(5);
    const msp = stations[0]!;
    expect(within(msp).getByRole('heading')).toHaveTextContent('MSP Airport');
    for (const text of ['Hennepin County', '17°F', '15 mph', '71%', 'Light Snow'])
      expect(within(msp).getByText(text)).toBeInTheDocument();
    expect(within(stations[4]!).getByText('Light Snow and Fog/Mist')).toBeInTheDocument();
  });

  test('missing readings show dashes, not zeros', async () => {
    server.use(
      answer('/api/weather/nws-live', {
        data: [{ location: 'Nowhere', county: '', temperature: null, conditions: '' }],
        source: 'National Weather Service',
      }),
    );
    renderView();
    const list = await within(await openTab('Weather')).findByRole('list', {
      name: 'Weather stations',
    });
    const station = within(list).getByRole('listitem');
    for (const text of ['--°F', '-- mph', '--%', 'County not reported', 'Conditions not reported'])
      expect(within(station).getByText(text)).toBeInTheDocument();
  });

  test('loading', async () => {
    server.use(hang('/api/weather/nws-live'));
    renderView();
    expect(within(await openTab('Weather')).getByRole('status')).toHaveTextContent(
      'Loading weather stations…',
    );
  });

  test('error', async () => {
    server.use(answer('/api/weather/nws-live', { message: 'down' }, 502));
    renderView();
    const panel = await openTab('Weather');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Weather could not be loaded. Try Refresh in a moment.',
    );
  });

  test('empty', async () => {
    server.use(answer('/api/weather/nws-live', { data: [], source: 'National Weather Service' }));
    renderView();
    const panel = await openTab('Weather');
    expect(
      await within(panel).findByText('No weather stations are reporting right now.'),
    ).toBeInTheDocument();
  });

  test('an answer in a shape of its own is an error, never "no stations"', async () => {
    server.use(answer('/api/weather/nws-live', [{ location: 'MSP Airport', temperature: 17 }]));
    renderView();
    const panel = await openTab('Weather');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Weather could not be loaded. Try Refresh in a moment.',
    );
    expect(within(panel).queryByText('No weather stations are reporting right now.')).toBeNull();
  });

  test("the server's source and read time", async () => {
    renderView();
    const panel = await openTab('Weather');
    expect(
      await within(panel).findByText('National Weather Service · read 3 min ago'),
    ).toBeInTheDocument();
  });
});

describe('Traffic', () => {
  test('camera articles with image, status badge, highway, direction and county', async () => {
    server.use(
      answer('/api/traffic-cams', [
        cameraRecord(1, { name: 'I-35W at 46th St', direction: 'NB', county: 'Hennepin' }),
        cameraRecord(2, { status: 'maintenance', imageUrl: null }),
      ]),
    );
    renderView();
    const panel = await openTab('Traffic');
    const [first, second] = await within(panel).findAllByRole('article');
    expect(first).toHaveAccessibleName('I-35W at 46th St');
    // The still is attached once its article has been seen (an IntersectionObserver callback).
    const image = await within(first!).findByRole('img');
    expect(image).toHaveAttribute('src', 'https://video.dot.state.mn.us/video/image/metro/c1');
    expect(image).toHaveAttribute('loading', 'lazy');
    for (const text of ['Active', 'I-94', 'Northbound', 'Hennepin County'])
      expect(within(first!).getByText(text)).toBeInTheDocument();
    expect(within(second!).getByText('Under maintenance')).toBeInTheDocument();
    expect(within(second!).getByText('Live Camera')).toBeInTheDocument();
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
  });

  test('an image that fails to load turns into the "Live Camera" placeholder', async () => {
    server.use(answer('/api/traffic-cams', [cameraRecord(1)]));
    renderView();
    const article = await within(await openTab('Traffic')).findByRole('article');
    expect(within(article).queryByText('Live Camera')).not.toBeInTheDocument();
    fireEvent.error(await within(article).findByRole('img'));
    expect(within(article).getByText('Live Camera')).toBeInTheDocument();
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
  });

  test('loading', async () => {
    server.use(hang('/api/traffic-cams'));
    renderView();
    expect(within(await openTab('Traffic')).getByRole('status')).toHaveTextContent(
      'Loading traffic cameras…',
    );
  });

  test('error', async () => {
    server.use(answer('/api/traffic-cams', {}, 500));
    renderView();
    expect(await within(await openTab('Traffic')).findByRole('alert')).toHaveTextContent(
      'Traffic cameras could not be loaded. Try Refresh in a moment.',
    );
  });

  test('empty', async () => {
    server.use(answer('/api/traffic-cams', []));
    renderView();
    expect(
      await within(await openTab('Traffic')).findByText(
        'No traffic cameras are available right now.',
      ),
    ).toBeInTheDocument();
  });
});

describe('News', () => {
  test('category, time, title, a two-line description and Read Full Story only for real urls', async () => {
    server.use(
      answer('/api/news', [
        storyRecord(0, {
          url: 'https://www.startribune.com/a',
          category: 'Weather',
          impact: 'high',
        }),
        storyRecord(1, { url: '#' }),
        storyRecord(2, { url: 'javascript:alert(1)', impact: 'low' }),
        storyRecord(3, { url: null }),
        storyRecord(4, { url: '/relative/path' }),
        storyRecord(5, { url: undefined }),
      ]),
    );
    renderView();
    const panel = await openTab('News');
    const articles = await within(panel).findAllByRole('article');
    expect(articles).toHaveLength(6);
    const [first] = articles;
    expect(within(first!).getByText('Weather')).toBeInTheDocument();
    // Impact in words as well as colour.
    expect(within(first!).getByText('High impact')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('Medium impact')).toBeInTheDocument();
    expect(within(articles[2]!).queryByText(/impact/)).not.toBeInTheDocument();
    expect(within(first!).getByText('just now').tagName).toBe('TIME');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Story 0');
    expect(within(first!).getByText('Description of story 0.')).toHaveClass('line-clamp-2');
    const link = within(first!).getByRole('link', { name: 'Read Full Story' });
    expect(link).toHaveAttribute('href', 'https://www.startribune.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const article of articles.slice(1))
      expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
  });

  test('loading', async () => {
    server.use(hang('/api/news'));
    renderView();
    expect(within(await openTab('News')).getByRole('status')).toHaveTextContent('Loading news…');
  });

  test('error', async () => {
    server.use(answer('/api/news', {}, 500));
    renderView();
    expect(await within(await openTab('News')).findByRole('alert')).toHaveTextContent(
      'News could not be loaded. Try Refresh in a moment.',
    );
  });

  test('empty', async () => {
    server.use(answer('/api/news', []));
    renderView();
    expect(
      await within(await openTab('News')).findByText('No news stories right now.'),
    ).toBeInTheDocument();
  });

  test('a failed refresh keeps the stories', async () => {
    const { client } = renderView();
    const panel = await openTab('News');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
    server.use(answer('/api/news', {}, 500));
    await act(() => client.refetchQueries({ queryKey: newsQuery().queryKey }));
    expect(await within(panel).findByText('(refresh failed)')).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(10);
  });
});
