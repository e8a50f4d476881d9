/**
 * The NWS forecast of one place: the next 12 hours (a chart and, in words, a list) and 7 days of
 * day and night periods, with when it was issued. Never shows an ended period, and says in words
 * when the forecast is out of date or could not be refreshed.
 */
import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import { useId } from 'react';
import { useForecast } from './feed';
import { weekday } from '@/words/date-format';
import { forecastView, type ForecastOutOfDate, type ForecastPeriod } from '@/domain/forecast';
import { hourLabel, highLowLabel, precipitationLabel, windText } from '@/words/forecast';
import { timestampOf } from '@/domain/freshness';
import { formatTime } from '@/words/freshness';
import type { LatLng } from '@/domain/types';
import { offlineFreshnessLabel } from '@/words/offline';
import { dayOf } from '@/words/time-on-day';
import { useNow } from '@/hooks/use-now';
import { serverNow } from '@/api/server-clock';
import { useOnline } from '@/hooks/use-online';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { Trans } from '@/components/trans';
import { cn } from '@/lib/cn';
import { ForecastChart } from './forecast-chart';
import { FORECAST_SPACE } from './forecast-space';

const OUT_OF_DATE_KEY = {
  'issued-long-ago': 'weather.forecast.outOfDateIssued',
  'issue-time-unknown': 'weather.forecast.issueTimeMissing',
  'few-hours-left': 'weather.forecast.outOfDateFewHours',
} as const satisfies Record<Exclude<ForecastOutOfDate, null>, string>;

const TONES = {
  light: {
    box: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
    heading: 'text-slate-900',
    muted: 'text-slate-600',
    body: 'text-slate-800',
    row: 'border-slate-100',
    chip: 'bg-sky-50 text-sky-900',
    warn: 'bg-amber-50 text-amber-950 ring-1 ring-amber-300',
    summary: 'text-blue-800 hover:underline',
  },
  dark: {
    box: 'rounded-2xl border border-white/10 bg-slate-900 p-4',
    heading: 'text-white',
    muted: 'text-slate-300',
    body: 'text-slate-100',
    row: 'border-white/10',
    chip: 'bg-sky-400/15 text-sky-100',
    warn: 'bg-amber-300 text-amber-950',
    summary: 'text-sky-200 hover:text-white',
  },
} as const;
export type ForecastTone = keyof typeof TONES;

/** "Forecast issued 1:08 PM", with the weekday when it was not issued today. */
function issuedLabel(t: Translate, updateTime: string, nowMs: number): string {
  const issued = new Date(updateTime);
  const sameDay = dayOf(issued) === dayOf(nowMs);
  const time = formatTime(updateTime);
  return sameDay
    ? t('weather.forecast.issuedToday', { time })
    : t('weather.forecast.issuedOtherDay', { time, weekday: weekday(issued) });
}

/** After a percentage, for screen readers: "20%" is read "20% chance of precipitation". */
function ChanceWords() {
  const { t } = useT();
  return <span className="sr-only"> {t('weather.forecast.chanceOfPrecipitation')}</span>;
}

function HourItem({ hour, tone }: { hour: ForecastPeriod; tone: ForecastTone }) {
  const { t } = useT();
  const look = TONES[tone];
  const chance = precipitationLabel(hour.precipitationPercent);
  return (
    <li
      className={cn(
        'grid grid-cols-[3.5rem_3.25rem_3rem_minmax(0,1fr)] items-baseline gap-x-2',
        'border-t py-1 text-sm',
        look.row,
      )}
    >
      <span className={cn('font-medium tabular-nums', look.muted)}>
        {hourLabel(hour.startTime)}
      </span>
      <span className={cn('font-semibold tabular-nums', look.heading)}>
        {t('unit.temperature', { value: Math.round(hour.temperatureF) })}
      </span>
      <span className={cn('tabular-nums', look.muted)}>
        {chance ? (
          <>
            {chance}
            <ChanceWords />
          </>
        ) : null}
      </span>
      <span lang="en" className={cn('min-w-0 break-words', look.body)}>
        {hour.shortForecast}
      </span>
    </li>
  );
}

function PeriodItem({ period, tone }: { period: ForecastPeriod; tone: ForecastTone }) {
  const { t } = useT();
  const look = TONES[tone];
  const nameId = useId();
  const chance = precipitationLabel(period.precipitationPercent);
  const wind = windText(period.windDirection, period.windSpeed);
  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-t py-2',
        'sm:grid-cols-[8.5rem_6.5rem_minmax(0,1fr)]',
        look.row,
      )}
    >
      <span id={nameId} lang="en" className={cn('font-semibold', look.heading)}>
        {period.name}
      </span>
      <span className={cn('text-right font-semibold tabular-nums sm:text-left', look.heading)}>
        {highLowLabel(period)}
      </span>
      <div className="col-span-2 min-w-0 sm:col-auto">
        <p className={cn('text-sm break-words', look.body)}>
          {chance ? (
            <span
              className={cn('mr-1.5 rounded-full px-2 text-xs leading-5 font-semibold', look.chip)}
            >
              {chance}
              <ChanceWords />
            </span>
          ) : null}
          <span lang="en">{period.shortForecast}</span>
          {wind ? (
            <span className={look.muted}>
              {' · '}
              {t('weather.forecast.windLabel', { wind })}
            </span>
          ) : null}
        </p>
        {period.detailedForecast ? (
          <details className="mt-0.5 text-sm">
            <summary
              className={cn(
                'inline-flex min-h-6 cursor-pointer items-center font-medium',
                look.summary,
              )}
            >
              {t('weather.forecast.detailed')}
            </summary>
            <p lang="en" className={cn('mt-1 break-words', look.body)}>
              {period.detailedForecast}
            </p>
          </details>
        ) : null}
      </div>
    </li>
  );
}

export interface ForecastPanelProps {
  /** Where the forecast is for (4 decimals are asked of NWS). */
  position: LatLng;
  /** "Twin Cities", "Edina". */
  place: string;
  tone?: ForecastTone;
  className?: string;
}

export function ForecastPanel({ position, place, tone = 'light', className }: ForecastPanelProps) {
  const { t } = useT();
  const look = TONES[tone];
  const headingId = useId();
  const feed = useForecast(position);
  // Periods end on the hour: a minute's tick drops an ended hour soon enough. NWS's times are
  // read on the server's clock, which keeps time better than a device may.
  const now = serverNow(useNow(60_000));
  const online = useOnline();
  const forecast = feed.data;
  const view = forecast ? forecastView(forecast, now) : null;

  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0', look.box, feed.pending && online && FORECAST_SPACE, className)}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2
          id={headingId}
          className={cn('flex items-center gap-2 text-lg font-semibold', look.heading)}
        >
          <CloudSunIcon aria-hidden="true" className="size-5 shrink-0" />
          {t('weather.forecast.heading')}
        </h2>
        <p className={cn('text-sm', look.muted)}>
          <Trans
            text={t('weather.forecast.placeAndSource')}
            parts={{
              // A city's name stays as the site lists it; the metro's is in the visitor's language.
              place:
                place === t('weather.forecast.metroPlace') ? place : <span lang="en">{place}</span>,
            }}
          />
        </p>
      </header>

      {feed.pending ? (
        <p className={cn('mt-3 text-sm', look.muted)}>{t('weather.forecast.loading')}</p>
      ) : null}
      {feed.failure ? (
        <p role="status" className={cn('mt-3 rounded-md px-3 py-2 text-sm font-medium', look.warn)}>
          {forecast
            ? t('weather.forecast.unavailableShowingLast')
            : t('weather.forecast.unavailable')}
        </p>
      ) : null}

      {forecast && view ? (
        <>
          {/* Without an issue time, the out-of-date line below says so. */}
          {timestampOf(forecast.updateTime) ? (
            <p className={cn('mt-2 text-sm', look.muted)}>
              {issuedLabel(t, forecast.updateTime, now)}
            </p>
          ) : null}
          {!online && feed.updatedAt ? (
            <p className={cn('mt-1 text-sm font-semibold', look.heading)}>
              {offlineFreshnessLabel(feed.updatedAt, now)}
            </p>
          ) : null}
          {view.outOfDate ? (
            <p className={cn('mt-2 rounded-md px-3 py-2 text-sm font-medium', look.warn)}>
              {t(OUT_OF_DATE_KEY[view.outOfDate])}
            </p>
          ) : null}
          <div className="mt-3 grid gap-x-8 gap-y-4 lg:grid-cols-2">
            <div className="min-w-0">
              <h3 className={cn('text-sm font-semibold', look.heading)}>
                {t('weather.forecast.nextHours')}
              </h3>
              {view.hours.length > 0 ? (
                <>
                  <div className="mt-1">
                    <ForecastChart hours={view.hours} tone={tone} />
                  </div>
                  <ol aria-label={t('weather.forecast.nextHours')} className="mt-1">
                    {view.hours.map((hour) => (
                      <HourItem key={hour.startTime} hour={hour} tone={tone} />
                    ))}
                  </ol>
                </>
              ) : (
                <p className={cn('mt-1 text-sm', look.muted)}>{t('weather.forecast.noHours')}</p>
              )}
            </div>
            <div className="min-w-0">
              <h3 className={cn('text-sm font-semibold', look.heading)}>
                {t('weather.forecast.days')}
              </h3>
              {view.periods.length > 0 ? (
                <ul aria-label={t('weather.forecast.days')} className="mt-1">
                  {view.periods.map((period) => (
                    <PeriodItem key={period.startTime} period={period} tone={tone} />
                  ))}
                </ul>
              ) : (
                <p className={cn('mt-1 text-sm', look.muted)}>{t('weather.forecast.noDays')}</p>
              )}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
