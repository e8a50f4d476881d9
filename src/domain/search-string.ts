/** A query string like URLSearchParams.toString(), but with readable commas (`layers=cameras,news`). */
export function toSearchString(params: URLSearchParams): string {
  return [...params]
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`,
    )
    .join('&');
}
