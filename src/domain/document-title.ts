import { APP_NAME } from './constants';

/** "Edina Local News · Twin Cities Live"; just the app name without a city. */
export function cityPageTitle(city: string): string {
  const name = city.trim();
  return name ? `${name} Local News · ${APP_NAME}` : APP_NAME;
}

/** "Domain Not Found · Twin Cities Live". */
export function pageTitle(part: string): string {
  const name = part.trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}
