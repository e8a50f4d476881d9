const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * An http(s) URL that the URL parser would return unchanged: lower-case scheme and host; a host name
 * whose last label starts with a letter (never read as an IPv4 number) or a plain dotted IPv4 address;
 * no user, fragment or punycode; a path; only characters the parser neither encodes nor rewrites.
 * Parsing 1,000 camera URLs with `new URL` is a long task on a phone; these skip it. Unit tests check
 * on generated strings that both ways answer the same.
 */
const LABEL = '[a-z0-9]+(?:-[a-z0-9]+)*';
const DOMAIN = `(?:${LABEL}\\.)*[a-z][a-z0-9]*(?:-[a-z0-9]+)*`;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const URL_CHARS = '[\\w\\-.~!$&()*+,;=:@%/]';
const PLAIN_URL = new RegExp(
  `^https?://(?:${DOMAIN}|${IPV4})(?::([1-9]\\d{0,4}))?(/${URL_CHARS}*)(?:\\?(?:${URL_CHARS}|\\?)*)?$`,
);
/** "." and ".." path segments (also percent-encoded), which the parser resolves away. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;
/** Ports the parser keeps: not a scheme's default (dropped), not above 65535 (rejected). */
const keptPort = (port: string | undefined) =>
  port === undefined || (port !== '80' && port !== '443' && Number(port) <= 65535);

/** The URL when it is an absolute http(s) URL, else null (no javascript:, data:, '#', relative). */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 2048) return null;
  const plain = PLAIN_URL.exec(trimmed);
  if (plain && keptPort(plain[1]) && !DOT_SEGMENT.test(plain[2] ?? '')) return trimmed;
  try {
    const url = new URL(trimmed);
    return SAFE_PROTOCOLS.has(url.protocol) && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A path such as "/cam-images/C101.jpg" (a backend that serves its own files) joined to `base`
 * (the API's base URL, or the page's origin), then held to the same rule as any URL: http(s) only.
 * Anything else is read as an absolute URL. "//host/x" is not a path: it would switch hosts.
 */
export function safeResolvedUrl(value: unknown, base: string): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('/') && !trimmed.startsWith('//'))
      return safeExternalUrl(`${base.replace(/\/+$/, '')}${trimmed}`);
  }
  return safeExternalUrl(value);
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** True for a DNS host name with at least two labels, e.g. "edinanews.com". */
export function isValidHostName(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 253) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label));
}

/** `https://{domain}` for a valid host name, else null. */
export function domainSiteUrl(domain: unknown): string | null {
  return isValidHostName(domain) ? `https://${domain.toLowerCase()}` : null;
}
