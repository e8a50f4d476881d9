import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import { UNIT_FACTORS } from '@/domain/constants';

/** "0.4 mi", "12 mi": one decimal under 10 miles. */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const miles = (km * 1000) / UNIT_FACTORS.metresPerMile;
  return t('map.distance.miles', { value: miles < 10 ? miles.toFixed(1) : Math.round(miles) });
}
