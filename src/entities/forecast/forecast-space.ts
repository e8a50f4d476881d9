/**
 * The room the forecast takes once drawn (12 hours and 7 days), held while its code and its first
 * answer are on their way, so what is below it does not jump down when it arrives: a visitor who
 * has scrolled to the camera cards lost them by 837 px on a desktop.
 *
 * Measured on the built site with the weather service's usual 14 periods, drawn (px high):
 * - one column: 2,229 at 320 px wide, 1,929 at 390, 1,866 at 600, 1,552 at 767;
 * - 768 to 1,023 px: 1,560 at 768, 1,541 at 1,023;
 * - two columns: 1,286 at 1,024, 1,088 from 1,280.
 *
 * Each value is a little under the smallest of its range, so a forecast that arrives only adds a
 * little and never leaves a gap: 108 rem below 480 px, 94 rem below 768, 92 rem up to 1,023 px,
 * 64 rem from 1,024 px.
 */
export const FORECAST_SPACE =
  'min-h-[108rem] min-[30rem]:min-h-[94rem] md:min-h-[92rem] lg:min-h-[64rem]';
