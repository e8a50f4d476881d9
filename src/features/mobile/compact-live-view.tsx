import {
  CloudSunIcon,
  MapIcon,
  NewspaperIcon,
  RotateCwIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { camerasFeed, useCameras } from '@/api/feeds/cameras';
import { useCities } from '@/api/feeds/cities';
import { newsFeed, useNews } from '@/api/feeds/news';
import { FeedPolling } from '@/api/feeds/polling';
import { serverWeatherFeed, useServerWeather } from '@/api/feeds/server-weather';
import { PanelBoundary } from '@/components/panel-boundary';
import { findCityByName } from '@/domain/cities';
import { lastUpdated } from '@/domain/compact-view';
import { formatTime } from '@/domain/freshness';
import { useVisitor } from '@/state/visitor';
import { cn } from '@/lib/cn';
import { COMPACT_TABS, type CompactTabId as TabId } from './compact-view-frame';
import { LiveMapPanel } from './live-map-panel';
import { NewsPanel } from './news-panel';
import { tabIndexForKey } from './tab-navigation';
import { TrafficPanel } from './traffic-panel';
import { WeatherPanel } from './weather-panel';

const TAB_ICONS: Record<TabId, LucideIcon> = {
  map: MapIcon,
  weather: CloudSunIcon,
  traffic: VideoIcon,
  news: NewspaperIcon,
};
const TABS = COMPACT_TABS.map((tab) => ({ ...tab, icon: TAB_ICONS[tab.id] }));
// Every feed of every tab polls from the start, so switching tabs shows data without waiting.
const PHONE_FEEDS = [camerasFeed, newsFeed, serverWeatherFeed];

// Its own copy of hooks/use-online: importing that hook here made Rolldown split the app's data
// layer out of the entry into two shared chunks, and Lighthouse's phone LCP rose by ~150 ms.
function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

function LiveBadge({ live }: { live: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm font-bold tracking-wider',
        live ? 'bg-red-600 text-white' : 'bg-slate-700 text-slate-100',
      )}
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        {live ? (
          <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
        ) : null}
        <span className="relative inline-flex size-2.5 rounded-full bg-white" />
      </span>
      {live ? 'LIVE' : 'OFFLINE'}
    </span>
  );
}

/**
 * The badge and "Updated …" line. It alone subscribes to the feeds, so a feed's arrival redraws
 * this line and the panels that show that feed, never the whole view.
 */
function LiveFeedsStatus() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const cameras = useCameras();
  const news = useNews();
  const weather = useServerWeather();
  const updatedAt = lastUpdated([cameras.updatedAt, news.updatedAt, weather.updatedAt]);
  const allFailed = Boolean(cameras.failure && news.failure && weather.failure);
  return (
    <>
      <LiveBadge live={online && !allFailed} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base leading-tight font-semibold text-white">
          Twin Cities Live
        </h1>
        <p className="text-sm text-slate-300">
          {updatedAt ? (
            <>
              Updated{' '}
              <time dateTime={new Date(updatedAt).toISOString()}>
                {formatTime(new Date(updatedAt).toISOString())}
              </time>
            </>
          ) : allFailed ? (
            'Live feeds unavailable'
          ) : (
            'Connecting…'
          )}
        </p>
      </div>
    </>
  );
}

export interface CompactLiveViewProps {
  /** What "Refresh" does; reloads the page unless a test passes its own. */
  onRefresh?: () => void;
  /** The weather alerts' row, at the top of the Live Map and Weather tabs (the page composes it in). */
  alerts?: ReactNode;
}

const reloadPage = () => window.location.reload();

/** The page behind the view is dark too, so overscroll and the safe-area edges never flash white. */
function useDarkPage() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = { background: root.style.backgroundColor, scheme: root.style.colorScheme };
    root.style.backgroundColor = '#020617';
    root.style.colorScheme = 'dark';
    return () => {
      root.style.backgroundColor = previous.background;
      root.style.colorScheme = previous.scheme;
    };
  }, []);
}

/** Phones' `/`: a dark, full-screen live-news view with a map, weather, traffic and news tabs. */
export function CompactLiveView({ onRefresh = reloadPage, alerts = null }: CompactLiveViewProps) {
  const [active, setActiveTab] = useState<TabId>('map');
  // A tab's panel is drawn the first time it is opened, then kept: the first screen draws only the map.
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set(['map']));
  const setActive = (id: TabId) => {
    setActiveTab(id);
    setOpened((current) => (current.has(id) ? current : new Set([...current, id])));
  };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  const { selectedCity } = useVisitor();
  useDarkPage();

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
        return <LiveMapPanel headingId={headingId(id)} cityName={selectedCity} center={center} />;
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
      <header
        className="sticky top-0 z-30 border-b border-white/10 bg-slate-950/95 backdrop-blur"
        style={{ paddingTop: 'env(safe-area-inset-top)' }}
      >
        <div className="@container flex items-center gap-3 px-4 pt-3 pb-2">
          <LiveFeedsStatus />
          <button
            type="button"
            onClick={onRefresh}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/15 active:bg-white/20 @max-[21rem]:px-0"
          >
            <RotateCwIcon aria-hidden="true" className="size-4" />
            {/* Icon-only when the header is narrow (small phones, side insets); still named "Refresh". */}
            <span className="@max-[21rem]:sr-only">Refresh</span>
          </button>
        </div>
        <div
          role="tablist"
          aria-label="Live views"
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
                {tab.label}
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
            <PanelBoundary name={tab.label}>
              {opened.has(tab.id) ? (
                <>
                  {tab.id === 'map' || tab.id === 'weather' ? alerts : null}
                  {panelFor(tab.id)}
                </>
              ) : null}
            </PanelBoundary>
          </section>
        ))}
      </main>
    </div>
  );
}
