import { config } from '@/config';
import { COPY_STORED_AT_HEADER, copyStoredAt, isWebPageAnswer } from '@/domain/offline';
import { retryAfterMs } from '@/domain/retry-after';
import { noteServerDate } from './server-clock';
import { holdRequests, requestsHeldUntil } from './throttle';

/** A non-OK answer: the message is "{status}: {body text}", or "{status}: {statusText}". */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * A web page where data was asked for (a captive portal's sign-in page, with status 200): the call
 * failed; it is not data of another shape.
 */
export class WebPageAnswerError extends ApiError {
  constructor(status: number) {
    super(status, 'The network answered with a web page, not data (a sign-in page?)');
    this.name = 'WebPageAnswerError';
  }
}

/**
 * The server asked the site to wait (429 or 503 with `Retry-After`) and that time has not passed:
 * no request was sent. A failure of the call until `until` (ms since the epoch, this device's clock).
 */
export class HeldRequestError extends Error {
  readonly until: number;

  constructor(until: number) {
    super('The server asked us to wait before asking again');
    this.name = 'HeldRequestError';
    this.until = until;
  }
}

/** A request that got no answer in time (a stalled network must not leave a spinner forever). */
export class TimeoutError extends Error {
  constructor(seconds: number) {
    super(`The request timed out after ${seconds} s`);
    this.name = 'TimeoutError';
  }
}

/**
 * The network failed and the service worker answered with the copy it kept: the payload is good
 * data, but as of `storedAt` (ms), not now. Thrown so the feed shows it with that time, as a failure.
 */
export class OfflineCopyError extends Error {
  readonly storedAt: number;
  readonly payload: unknown;

  constructor(storedAt: number, payload: unknown) {
    super('No connection: this is the copy kept on this device');
    this.name = 'OfflineCopyError';
    this.storedAt = storedAt;
    this.payload = payload;
  }
}

/** How long a request may take before it counts as failed, ms. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  /** Resolve a 401 to null instead of throwing. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  timeoutMs?: number;
  /** An `Accept` header (a CORS-safelisted one, so no preflight). */
  accept?: string;
}

/** The body text of an error, trimmed so a huge error page does not flood the UI. */
async function errorDetail(response: Response): Promise<string> {
  let body = '';
  try {
    body = (await response.text()).trim();
  } catch {
    body = '';
  }
  return (body || response.statusText || 'Request failed').slice(0, 300);
}

/** GET a JSON document; the result is `unknown` until a parser has looked at it. */
export async function getJson(url: string, options: RequestOptions = {}): Promise<unknown> {
  const heldUntil = requestsHeldUntil(url, Date.now());
  if (heldUntil) throw new HeldRequestError(heldUntil);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // A plain timer rather than AbortSignal.timeout, so fake clocks in tests can move it.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    return await readJson(url, options, controller.signal);
  } catch (error) {
    if (timedOut) throw new TimeoutError(Math.round(timeoutMs / 1000));
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readJson(
  url: string,
  options: RequestOptions,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'GET',
    credentials: options.credentials ?? 'include',
    signal,
    ...(options.accept ? { headers: { Accept: options.accept } } : {}),
  });
  const storedAt = copyStoredAt(response.headers.get(COPY_STORED_AT_HEADER));
  // A kept copy's Date is the time it was first answered, not the server's clock now.
  if (!storedAt) noteServerDate(response.headers.get('date'), Date.now());
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) {
    holdIfAsked(url, response);
    throw new ApiError(response.status, await errorDetail(response));
  }
  const text = await response.text();
  if (isWebPageAnswer(response.headers.get('content-type'), text))
    throw new WebPageAnswerError(response.status);
  let payload: unknown = null;
  if (text.trim()) {
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(response.status, 'The server sent data that is not valid JSON');
    }
  }
  if (storedAt) throw new OfflineCopyError(storedAt, payload);
  return payload;
}

/** A 429 or 503 that names a wait holds this URL's requests for that long. */
function holdIfAsked(url: string, response: Response): void {
  const now = Date.now();
  const wait = retryAfterMs(
    response.status,
    response.headers.get('retry-after'),
    response.headers.get('date'),
    now,
  );
  if (wait) holdRequests(url, now + wait);
}

/** `/api/cities` → `${VITE_API_BASE_URL}/api/cities`. */
export function apiUrl(path: string): string {
  return `${config.apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
