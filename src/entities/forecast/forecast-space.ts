/**
 * The room the forecast takes once drawn (12 hours and 7 days), held while its code and its first
 * answer are on their way, so what is below it does not jump down when it arrives: a visitor who
 * has scrolled to the camera cards lost them by 837 px on a desktop. Measured on the built site,
 * drawn: about 1,730 px high below 768 px wide (one column), 1,430 px up to 1,023 px, and 920 to
 * 1,140 px from 1,024 px (two columns). Each value is a little under the smallest, so a forecast
 * that arrives only adds a little and never leaves a gap: 100 rem below 768 px, 86 rem up to
 * 1,023 px, 56 rem from 1,024 px. In a CSS module, so it loads with the forecast's code rather
 * than in the first screen's stylesheet.
 */
import styles from './forecast-space.module.css';

export const FORECAST_SPACE: string = styles.space ?? '';
