import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { CompactLiveView } from '@/pages/phone/compact-live-view';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import {
  activePanel,
  answer,
  cameraMarkers,
  cameraRecord,
  hang,
  noTrains,
  newsMarkers,
  openTab,
  renderView,
  storyRecord,
  user,
} from './compact-view-fixtures';
import { wholeText } from '../../support/whole-text';

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
    // WCAG 2.2.2 on a phone too: the header's pause, beside Refresh.
    expect(within(banner).getByRole('button', { name: 'Pause live updates' })).toBeInTheDocument();
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

  test('the alerts head every tab; the snow notices (articles) only the map and weather', async () => {
    renderWithApp(
      <CompactLiveView
        alerts={<p>Winter Storm Warning</p>}
        notices={<article aria-label="Minneapolis Snow Emergency" />}
      />,
    );
    for (const name of ['Live Map', 'Weather', 'Traffic', 'News']) {
      const panel = await openTab(name);
      expect(within(panel).getByText('Winter Storm Warning')).toBe(panel.querySelector('p'));
      const notice = within(panel).queryByRole('article', { name: 'Minneapolis Snow Emergency' });
      expect(notice !== null).toBe(name === 'Live Map' || name === 'Weather');
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
    noTrains();
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
    // The markers are drawn after the first paint, in a transition of their own: the count can be
    // on screen a render before them.
    await waitFor(() => expect(cameraMarkers()).toHaveLength(8));
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
      expect(within(first!).getByText(wholeText(text))).toBeInTheDocument();
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
