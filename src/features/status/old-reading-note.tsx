import { serverNow } from '@/api/server-clock';
import { timestampOf } from '@/domain/freshness';
import { isOldReading } from '@/domain/units';
import { useTimeDerived } from '@/hooks/use-now';
import { formatAge, formatTime } from '@/words/freshness';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/**
 * "Observed 9:53 AM (3 h ago)" under a reading more than 2 hours old, so its values are not read
 * as the weather now; nothing under a recent reading, or one without a time. The phone's Weather
 * tab writes its own (`pages/phone/weather-panel.tsx`): a module both read would go to one of their
 * chunks (decision 021, rule 4), and the phone would fetch the desktop's.
 */
export function OldReadingNote({
  observedAt,
  className,
}: {
  observedAt: string;
  className?: string;
}) {
  const { t } = useT();
  const label = useTimeDerived(30_000, (now) => {
    const onServer = serverNow(now);
    if (!isOldReading(observedAt, onServer)) return '';
    const age = formatAge(onServer - timestampOf(observedAt));
    return t('cameras.weather.observed', { time: formatTime(observedAt), age });
  });
  return label ? <p className={className}>{label}</p> : null;
}
