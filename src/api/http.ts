import { config } from '@/config';

/** A non-OK answer: the message is "{status}: {body text}", or "{status}: {statusText}". */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** A request that got no answer in time (a stalled network must not leave a spinner forever). */
export class TimeoutError extends Error {
  constructor(seconds: number) {
    super(`The request timed out after ${seconds} s`);
    this.name = 'TimeoutError';
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
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) throw new ApiError(response.status, await errorDetail(response));
  const text = await response.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, 'The server sent data that is not valid JSON');
  }
}

/** `/api/cities` → `${VITE_API_BASE_URL}/api/cities`. */
export function apiUrl(path: string): string {
  return `${config.apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
