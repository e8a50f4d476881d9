import { t } from '@/i18n/translate';

/** 1 → "100%", 1.25 → "125%". */
export function zoomPercent(zoom: number): string {
  return t('map.zoom.percent', { percent: Math.round(zoom * 100) });
}
