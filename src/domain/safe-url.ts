const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/** The URL when it is an absolute http(s) URL, else null (no javascript:, data:, '#', relative). */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 2048) return null;
  try {
    const url = new URL(trimmed);
    return SAFE_PROTOCOLS.has(url.protocol) && url.hostname ? url.href : null;
  } catch {
    return null;
  }
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
