import { t } from '@/i18n/translate';

/** "Edina Local News · Twin Cities Live"; just the app name without a city. */
export function cityPageTitle(city: string): string {
  const name = city.trim();
  return name ? t('title.cityPage', { city: name, app: t('title.app') }) : t('title.app');
}

/** "Domain Not Found · Twin Cities Live". */
export function pageTitle(part: string): string {
  const name = part.trim();
  return name ? t('title.page', { part: name, app: t('title.app') }) : t('title.app');
}
