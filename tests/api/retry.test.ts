import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { isPassingServerError, withRetries } from '@/api/retry';

afterEach(() => vi.useRealTimers());

describe('isPassingServerError', () => {
  test.each([
    [new ApiError(500, 'Unexpected Problem'), true],
    [new ApiError(503, 'ForecastGridExpired'), true],
    [new ApiError(502, 'Bad Gateway'), false],
    [new ApiError(404, 'Not Found'), false],
    [new TypeError('Failed to fetch'), false],
  ])('%s → %s', (error, retry) => {
    expect(isPassingServerError(error)).toBe(retry);
  });
});

describe('withRetries', () => {
  test('tries again after each delay, then gives the answer', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('a'))
      .mockResolvedValue('ok');
    const result = withRetries(attempt, [1_000, 4_000], () => true);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
  test('an error it should not retry is thrown at once', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('no')));
    await expect(withRetries(attempt, [1_000], () => false)).rejects.toThrow('no');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
  test('an abort during the wait stops the retries', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const attempt = vi.fn(() => Promise.reject(new Error('down')));
    const result = withRetries(attempt, [1_000, 4_000], () => true, controller.signal);
    const outcome = expect(result).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
