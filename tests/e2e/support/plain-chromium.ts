/**
 * Chromium driven over its DevTools pipe with the page as the only target attached: no DevTools
 * session on the page's service worker, as in a visitor's browser.
 *
 * Why not Playwright here: Playwright attaches DevTools to every service worker, and Chromium stops
 * a worker with DevTools attached only when an activation asks for it at once. A new release's
 * activation (skipWaiting) then depends on a race between that request and the old worker's idle
 * report; when the report wins, the new release waits minutes (seen about once in 8 runs on a busy
 * machine). A visitor's browser has no DevTools on its worker and stops it when it is idle.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

type Params = Record<string, unknown>;
interface Reply {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: Params;
  error?: { message: string };
}

export interface PlainPage {
  /** Runs an expression in the page and returns its (JSON) value; promises are awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls an expression until it is truthy; fails with `what` after `timeoutMs`. */
  waitFor(expression: string, what: string, timeoutMs?: number): Promise<void>;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  screenshot(): Promise<Buffer>;
}

export interface PlainChromium {
  newPage(viewport: { width: number; height: number }): Promise<PlainPage>;
  close(): Promise<void>;
}

const POLL_MS = 100;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function launchPlainChromium(): Promise<PlainChromium> {
  const executable = chromiumPath();
  if (!executable) throw new Error('Chromium not found: apt-get install -y chromium');
  const profile = mkdtempSync(join(tmpdir(), 'tcl-plain-chromium-'));
  // fd 3 carries commands to the browser, fd 4 its replies: NUL-terminated JSON.
  const browser: ChildProcess = spawn(
    executable,
    [...CHROMIUM_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = browser.stdio[3] as Writable;
  const replies = browser.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (r: Params) => void; reject: (e: Error) => void }>();
  const eventWaiters: { method: string; sessionId?: string; resolve: () => void }[] = [];
  let nextId = 1;
  let buffered = '';
  replies.setEncoding('utf8');
  replies.on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const reply = JSON.parse(buffered.slice(0, end)) as Reply;
      buffered = buffered.slice(end + 1);
      if (reply.method) {
        const index = eventWaiters.findIndex(
          (w) => w.method === reply.method && w.sessionId === reply.sessionId,
        );
        if (index >= 0) eventWaiters.splice(index, 1)[0]!.resolve();
        continue;
      }
      const waiter = reply.id === undefined ? undefined : pending.get(reply.id);
      if (!waiter) continue;
      pending.delete(reply.id!);
      if (reply.error) waiter.reject(new Error(reply.error.message));
      else waiter.resolve(reply.result ?? {});
    }
  });
  const send = (method: string, params: Params = {}, sessionId?: string) =>
    new Promise<Params>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      commands.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });

  const nextEvent = (method: string, sessionId?: string) =>
    new Promise<void>((resolve) => eventWaiters.push({ method, sessionId, resolve }));

  const newPage = async (viewport: { width: number; height: number }): Promise<PlainPage> => {
    const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as {
      targetId: string;
    };
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    const inPage = (method: string, params: Params = {}) => send(method, params, sessionId);
    await inPage('Page.enable');
    await inPage('Emulation.setDeviceMetricsOverride', {
      ...viewport,
      deviceScaleFactor: 1,
      mobile: false,
    });
    const evaluate = async <T>(expression: string): Promise<T> => {
      const { result, exceptionDetails } = (await inPage('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })) as { result: { value?: T }; exceptionDetails?: { text: string } };
      if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
      return result.value as T;
    };
    const waitFor = async (expression: string, what: string, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // A navigation in progress destroys the page's context: that is "not yet".
        if (await evaluate<boolean>(expression).catch(() => false)) return;
        if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${what}`);
        await delay(POLL_MS);
      }
    };
    const loading = async (start: () => Promise<unknown>) => {
      const loaded = nextEvent('Page.loadEventFired', sessionId);
      await start();
      await loaded;
    };
    return {
      evaluate,
      waitFor,
      navigate: (url) => loading(() => inPage('Page.navigate', { url })),
      reload: () => loading(() => inPage('Page.reload')),
      screenshot: async () => {
        const { data } = (await inPage('Page.captureScreenshot', { format: 'png' })) as {
          data: string;
        };
        return Buffer.from(data, 'base64');
      },
    };
  };

  return {
    newPage,
    close: async () => {
      await send('Browser.close').catch(() => undefined);
      if (browser.exitCode === null) {
        await new Promise((resolve) => {
          browser.once('exit', resolve);
          setTimeout(() => browser.kill('SIGKILL'), 5_000);
        });
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
