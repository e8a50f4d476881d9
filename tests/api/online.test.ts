import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { followBrowserOnline } from '@/api/online';

/** A window whose `navigator.onLine` and events the test sets. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  const go = (online: boolean) => {
    target.navigator.onLine = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { target: target as unknown as Window, go };
}

describe("TanStack Query follows the browser's connection", () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    onlineManager.setOnline(true);
  });

  test('a page that starts offline is offline for TanStack Query too, and the return is a change it hears', () => {
    const heard: boolean[] = [];
    const unsubscribe = onlineManager.subscribe((online) => heard.push(online));
    const { target, go } = fakeWindow(false);
    stop = followBrowserOnline(target);
    expect(onlineManager.isOnline()).toBe(false);
    go(true);
    expect(onlineManager.isOnline()).toBe(true);
    expect(heard).toEqual([false, true]);
    unsubscribe();
  });

  test('without the sync, TanStack Query starts online and the return changes nothing (why it exists)', () => {
    const heard: boolean[] = [];
    const unsubscribe = onlineManager.subscribe((online) => heard.push(online));
    onlineManager.setOnline(true);
    onlineManager.setOnline(true);
    expect(heard).toEqual([]);
    unsubscribe();
  });

  test('each flap is one change each way', () => {
    const heard: boolean[] = [];
    const unsubscribe = onlineManager.subscribe((online) => heard.push(online));
    const { target, go } = fakeWindow(true);
    stop = followBrowserOnline(target);
    for (let flap = 0; flap < 5; flap += 1) {
      go(false);
      go(true);
      go(true);
    }
    expect(heard).toEqual(Array.from({ length: 5 }, () => [false, true]).flat());
    unsubscribe();
  });
});
