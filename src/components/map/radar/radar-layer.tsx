/**
 * The NEXRAD radar over a map: one image on the projection's box (inside the map's zoomed layer,
 * above the geography, under the markers), and its panel (time, loop, legend, credit) portalled
 * into a corner of the surface that does not zoom. Loaded only when a visitor turns radar on.
 */
import CirclePauseIcon from 'lucide-react/icons/circle-pause';
import CirclePlayIcon from 'lucide-react/icons/circle-play';
import { useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useRadarTime } from './radar-time';
import { Trans } from '@/components/trans';
import { Button } from '@/components/ui/button';
import { config } from '@/config';
import { formatTime } from '@/words/freshness';
import { currentRadarUrl, isRadarOutOfDate } from '@/domain/radar';
import { useTimeDerived } from '@/hooks/use-now';
import { serverNow } from '@/api/server-clock';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';
import type { MarkerTone } from '@/domain/map-kinds';
import { useRadarLoop } from './use-radar-loop';

/** NEXRAD reflectivity, light to heavy (IEM's n0q colours, dBZ ~5 to ~65). */
const REFLECTIVITY = [
  '#04e9e7',
  '#019ff4',
  '#02fd02',
  '#008e00',
  '#fdf802',
  '#fd9500',
  '#fd0000',
  '#bc0000',
  '#f800fd',
];

const PANEL_TONES = {
  light: 'rounded-lg bg-white text-slate-900 shadow-sm ring-1 ring-slate-200',
  dark: 'border-t border-white/10 bg-slate-900 text-slate-100',
} as const;
const MUTED = { light: 'text-slate-700', dark: 'text-slate-300' } as const;
/**
 * Exactly the projection's box (the image is EPSG:4326 over the metro bounds): a 7.5 % margin,
 * 85 % wide and tall. Joined once, not at each of the loop's frames.
 */
const IMAGE_BOX = cn(
  'pointer-events-none absolute top-[7.5%] left-[7.5%] h-[85%] w-[85%]',
  'max-w-none opacity-70 select-none',
);

const stopMapGestures = (event: SyntheticEvent) => event.stopPropagation();

export interface RadarLayerProps {
  /** Where the panel goes: a corner of the map surface outside its zoomed layer. */
  panelSlot: HTMLElement | null;
  tone: MarkerTone;
}

export function RadarLayer({ panelSlot, tone }: RadarLayerProps) {
  const { t } = useT();
  const feed = useRadarTime();
  const valid = feed.data;
  const loop = useRadarLoop(config.radarBaseUrl, valid);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // On the server's clock: a device 25 min fast called every current mosaic out of date.
  const outOfDate = useTimeDerived(15_000, (now) =>
    valid === undefined ? false : isRadarOutOfDate(valid, serverNow(now)),
  );

  const currentUrl = valid ? currentRadarUrl(config.radarBaseUrl, valid) : null;
  const unavailable = (feed.failure !== null && valid === undefined) || currentUrl === failedUrl;
  const src = unavailable ? null : (loop.frame?.url ?? currentUrl);
  const shownTime = formatTime(loop.frame?.time ?? valid ?? '');

  const status = unavailable ? (
    <p className="font-semibold">{t('weather.radar.unavailable')}</p>
  ) : valid === undefined ? (
    <p className={MUTED[tone]}>{t('weather.radar.loading')}</p>
  ) : (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="font-semibold tabular-nums">
        {t('weather.radar.time', { time: shownTime })}
      </span>
      {outOfDate && !loop.playing ? (
        <span className="rounded bg-amber-300 px-1 font-semibold text-amber-950">
          {t('weather.radar.outOfDate')}
        </span>
      ) : null}
    </p>
  );

  const panel = (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-5 gap-y-1.5 px-3 py-1.5 text-sm',
        PANEL_TONES[tone],
      )}
      onPointerDown={stopMapGestures}
      onDoubleClick={stopMapGestures}
    >
      <div className="flex items-center gap-2 text-sm">
        {status}
        {valid !== undefined && !unavailable ? (
          <Button
            variant="soft"
            size="iconSm"
            tone={tone}
            onClick={loop.playing ? loop.pause : loop.play}
            aria-label={loop.playing ? t('weather.radar.pause') : t('weather.radar.play')}
            className="shrink-0"
          >
            {loop.playing ? (
              <CirclePauseIcon aria-hidden="true" className="size-5" />
            ) : (
              <CirclePlayIcon aria-hidden="true" className="size-5" />
            )}
          </Button>
        ) : null}
      </div>
      {loop.loading ? <p className={MUTED[tone]}>{t('weather.radar.loopLoading')}</p> : null}
      {loop.failed ? <p className={MUTED[tone]}>{t('weather.radar.loopUnavailable')}</p> : null}
      <div className="flex min-w-44 items-center gap-1.5">
        <span className={MUTED[tone]}>{t('weather.radar.light')}</span>
        <span
          role="img"
          aria-label={t('weather.radar.scale')}
          className="flex h-2.5 flex-1 overflow-hidden rounded-sm"
        >
          {REFLECTIVITY.map((colour) => (
            <span key={colour} className="flex-1" style={{ backgroundColor: colour }} />
          ))}
        </span>
        <span className={MUTED[tone]}>{t('weather.radar.heavy')}</span>
      </div>
      <p className={MUTED[tone]}>
        <Trans
          text={t('weather.radar.credit')}
          parts={{
            agency: <span lang="en">NWS NEXRAD</span>,
            provider: <span lang="en">Iowa Environmental Mesonet</span>,
          }}
        />
      </p>
    </div>
  );

  return (
    <>
      {src ? (
        <img
          src={src}
          alt={t('weather.radar.image', { time: shownTime })}
          decoding="async"
          onError={() => {
            if (src === currentUrl) setFailedUrl(currentUrl);
          }}
          className={IMAGE_BOX}
        />
      ) : null}
      {panelSlot ? createPortal(panel, panelSlot) : null}
    </>
  );
}
