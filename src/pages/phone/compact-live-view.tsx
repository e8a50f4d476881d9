import type { LucideIcon } from 'lucide-react';
import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import MapIcon from 'lucide-react/icons/map';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import VideoIcon from 'lucide-react/icons/video';
import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { camerasFeed } from '@/entities/camera/feed';
import { useCities } from '@/api/feeds/cities';
import { newsFeed } from '@/entities/news/feed';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { FeedPolling } from '@/api/feeds/polling';
import { LazyWeatherPolling } from '../lazy-weather-polling';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { LanguageSelect } from '@/components/language-select';
import { PanelBoundary } from '@/components/panel-boundary';
import { Button } from '@/components/ui/button';
import { whenIdle } from '@/components/ui/deferred';
import { findCityByName } from '@/domain/cities';
import { readCameraLink } from '@/domain/camera-link';
import { useVisitor } from '@/state/visitor';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useSearchParams } from 'wouter';
import { COMPACT_TABS, compactTabLabel, type CompactTabId as TabId } from './compact-view-frame';
import { LiveFeedsStatus } from './live-feeds-status';
import { LiveMapPanel } from './live-map-panel';
import { LiveUpdatesButton } from './live-updates-button';
import { PanelMessage } from './panel-status';
import { tabIndexForKey } from './tab-navigation';

const TAB_ICONS: Record<TabId, LucideIcon> = {
  map: MapIcon,
  weather: CloudSunIcon,
  traffic: VideoIcon,
  news: NewspaperIcon,
};
const TABS = COMPACT_TABS.map((tab) => ({ ...tab, icon: TAB_ICONS[tab.id] }));
// Every feed of every tab polls from the start, so switching tabs shows data without waiting.
const PHONE_FEEDS = [camerasFeed, newsFeed, serverWeatherFeed];

// The other tabs' panels are chunks of their own, downloaded after the first paint (the map is
// the first screen), so a tab still opens at once.
const weatherPanel = preloadableLazy(() =>
  import('./weather-panel').then((module) => module.WeatherPanel),
);
const trafficPanel = preloadableLazy(() =>
  import('./traffic-panel').then((module) => module.TrafficPanel),
);
const newsPanel = preloadableLazy(() => import('./news-panel').then((module) => module.NewsPanel));
const WeatherPanel = weatherPanel.Component;
const TrafficPanel = trafficPanel.Component;
const NewsPanel = newsPanel.Component;

function usePreloadedTabs() {
  // Once the browser is idle after the first paint, not in the task that resolves that paint's
  // wait: the feeds' first parses and the other chunks waiting for it already make that task long.
  // A failed download is retried when its tab opens, with that tab's error boundary.
  useEffect(
    () =>
      whenIdle(
        () =>
          void Promise.all(
            [weatherPanel, trafficPanel, newsPanel].map((tab) => tab.preload()),
          ).catch(() => undefined),
      ),
    [],
  );
}

export interface CompactLiveViewProps {
  /** What "Refresh" does; reloads the page unless a test passes its own. */
  onRefresh?: () => void;
  /** The weather alerts' row, atop every tab (the page composes it in). */
  alerts?: ReactNode;
  /**
   * The snow emergencies' notices, below it on the Live Map and Weather tabs: each is an `article`,
   * and the contract counts the Traffic and News tabs' articles (≤ 6 cameras, ≤ 10 stories).
   */
  notices?: ReactNode;
}

const reloadPage = () => window.location.reload();

/** The page behind the view is dark too, so overscroll and the safe-area edges never flash white. */
function useDarkPage() {
  useEffect(() => {
    const { style } = document.documentElement;
    style.backgroundColor = '#020617';
    style.colorScheme = 'dark';
    // Nothing else styles the root inline: the stylesheet's light page comes back.
    return () => {
      style.backgroundColor = style.colorScheme = '';
    };
  }, []);
}

/** Phones' `/`: a dark, full-screen live-news view with a map, weather, traffic and news tabs. */
export function CompactLiveView({
  onRefresh = reloadPage,
  alerts = null,
  notices = null,
}: CompactLiveViewProps) {
  // A link to a camera (`/?camera=`) opens on the Traffic tab, that camera first.
  const { t } = useT();
  const [params] = useSearchParams();
  const linkedCamera = readCameraLink(params);
  const [active, setActiveTab] = useState<TabId>(() => (linkedCamera ? 'traffic' : 'map'));
  // A tab's panel is drawn the first time it is opened, then kept: the first screen draws only the
  // map (or a linked camera's tab).
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set([active]));
  const setActive = (id: TabId) => {
    setActiveTab(id);
    setOpened((current) => (current.has(id) ? current : new Set([...current, id])));
  };
  const [radar, setRadar] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  const { selectedCity } = useVisitor();
  useDarkPage();
  usePreloadedTabs();

  const cities = useCities({ enabled: selectedCity !== null });
  const center = selectedCity
    ? (findCityByName(cities.data ?? [], selectedCity)?.position ?? null)
    : null;

  const tabId = (id: TabId) => `${idPrefix}-tab-${id}`;
  const panelId = (id: TabId) => `${idPrefix}-panel-${id}`;
  const headingId = (id: TabId) => `${idPrefix}-heading-${id}`;

  const panelFor = (id: TabId) => {
    switch (id) {
      case 'map':
        return (
          <LiveMapPanel
            headingId={headingId(id)}
            cityName={selectedCity}
            center={center}
            radar={radar}
            onRadarChange={setRadar}
          />
        );
      case 'weather':
        return <WeatherPanel headingId={headingId(id)} />;
      case 'traffic':
        return <TrafficPanel headingId={headingId(id)} center={center} />;
      case 'news':
        return <NewsPanel headingId={headingId(id)} />;
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((tab) => tab.id === active);
    const next = tabIndexForKey(event.key, current, TABS.length);
    const tab = next === null ? undefined : TABS[next];
    if (!tab) return;
    event.preventDefault();
    setActive(tab.id);
    tabs.current[next ?? 0]?.focus();
  };

  return (
    <div
      className="min-h-dvh bg-slate-950 text-slate-100 [color-scheme:dark] [&_:focus-visible]:outline-sky-300"
      style={{
        paddingLeft: 'env(safe-area-inset-left)',
        paddingRight: 'env(safe-area-inset-right)',
        paddingBottom: 'max(1.5rem, env(safe-area-inset-bottom))',
      }}
    >
      <FeedPolling feeds={PHONE_FEEDS} />
      {/* The forecast once the Weather tab has been opened; radar's time while the map shows it. */}
      <LazyWeatherPolling
        forecastAt={opened.has('weather') ? TWIN_CITIES_CENTER : null}
        radar={radar}
      />
      <header
        className="sticky top-0 z-30 border-b border-white/10 bg-slate-950/95 backdrop-blur"
        style={{ paddingTop: 'env(safe-area-inset-top)' }}
      >
        <div className="@container flex flex-wrap items-center gap-x-2 gap-y-2 px-4 pt-3 pb-2">
          <LiveFeedsStatus />
          {/* The controls wrap together below the name when a language's words need the room. */}
          <div className="ml-auto flex shrink-0 items-center gap-1.5">
            {/* Its code only ("ES"): a row of its own would keep 52 px of a phone's height for good. */}
            <LanguageSelect compact />
            <LiveUpdatesButton />
            <Button variant="soft" size="icon" tone="dark" onClick={onRefresh}>
              <RotateCwIcon aria-hidden="true" className="size-4" />
              {/* Icon-only on a phone, beside the Language control; still named "Refresh". */}
              <span className="sr-only">{t('phone.refresh')}</span>
            </Button>
          </div>
        </div>
        <div
          role="tablist"
          aria-label={t('phone.tabs.label')}
          onKeyDown={onTabKeyDown}
          className="grid grid-cols-4 px-2"
        >
          {TABS.map((tab, index) => {
            const selected = tab.id === active;
            const Icon = tab.icon;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={panelId(tab.id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(tab.id)}
                className={cn(
                  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-sm font-medium whitespace-nowrap transition-colors focus-visible:-outline-offset-2 motion-reduce:transition-none',
                  selected ? 'text-white' : 'text-slate-300 hover:text-white',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-5', selected ? 'text-sky-300' : 'text-slate-400')}
                />
                {compactTabLabel(t, tab)}
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute inset-x-3 bottom-0 h-0.5 rounded-full',
                    selected ? 'bg-sky-300' : 'bg-transparent',
                  )}
                />
              </button>
            );
          })}
        </div>
      </header>

      <main className="mx-auto max-w-3xl px-4 pt-4">
        {TABS.map((tab) => (
          <section
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== active}
            tabIndex={0}
            className="focus-visible:outline-offset-4"
          >
            <PanelBoundary name={compactTabLabel(t, tab)}>
              {opened.has(tab.id) ? (
                <>
                  {alerts}
                  {tab.id === 'map' || tab.id === 'weather' ? notices : null}
                  <Suspense
                    fallback={<PanelMessage kind="loading">{t('phone.tab.loading')}</PanelMessage>}
                  >
                    {panelFor(tab.id)}
                  </Suspense>
                </>
              ) : null}
            </PanelBoundary>
          </section>
        ))}
      </main>
    </div>
  );
}
