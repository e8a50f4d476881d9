/**
 * The Content-Security-Policy the build ships as a meta tag. The CDN should send the same string as
 * a `Content-Security-Policy` header (README "Deploying"), adding `frame-ancestors 'none'`, which a
 * meta tag cannot carry.
 */
export interface CspInput {
  apiBaseUrl: string;
  nwsBaseUrl: string;
  /** The radar mosaic's origin: its time (JSON) and its images. */
  radarBaseUrl: string;
  /** NexTrip (live transit): its vehicles and departures. */
  nextripBaseUrl: string;
  /** Comma-separated extra image origins, e.g. "https://cams.example.org". */
  cameraImageHosts: string;
  mockWorker: boolean;
}

const DEFAULT_CAMERA_IMAGE_HOSTS = ['https://video.dot.state.mn.us'];

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(input: CspInput): string {
  const radar = origin(input.radarBaseUrl);
  const connect = [
    "'self'",
    origin(input.apiBaseUrl),
    origin(input.nwsBaseUrl),
    radar,
    origin(input.nextripBaseUrl),
  ].filter(Boolean);
  const images = [
    "'self'",
    'data:',
    // A backend that serves its own camera stills ("/cam-images/C101.jpg", resolved against it).
    origin(input.apiBaseUrl),
    ...DEFAULT_CAMERA_IMAGE_HOSTS,
    ...input.cameraImageHosts.split(',').map((h) => origin(h.trim())),
    radar,
  ].filter(Boolean);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix injects small <style> elements (select scroll buttons); no script is ever inline.
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `img-src ${[...new Set(images)].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    input.mockWorker ? "worker-src 'self'" : null,
  ].filter(Boolean);
  return directives.join('; ');
}
