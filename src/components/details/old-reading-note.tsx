import { serverNow } from '@/api/server-clock';
import { isOldReading } from '@/domain/units';
import { useTimeDerived } from '@/hooks/use-now';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { observedLabel } from './detail-parts';

/**
 * "Observed 9:53 AM (3 h ago)" under a reading more than 2 hours old, so its values are not read
 * as the weather now; nothing under a recent reading, or one without a time.
 */
export function OldReadingNote({
  observedAt,
  className,
}: {
  observedAt: string;
  className?: string;
}) {
  const { t } = useT();
  const label = useTimeDerived(30_000, (now) =>
    isOldReading(observedAt, serverNow(now)) ? observedLabel(t, observedAt, now) : '',
  );
  return label ? <p className={className}>{label}</p> : null;
}
