import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useGeolocation } from '@/state/use-geolocation';
import { mockGeolocation, mockGeolocationPermission } from '../features/location/geolocation';

const EDINA = { lat: 44.8897, lng: -93.3499 };

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('useGeolocation', () => {
  test('without geolocation in the browser: unavailable, and asking does nothing', () => {
    const { result } = renderHook(() => useGeolocation());
    expect(result.current).toMatchObject({ position: null, state: 'unavailable' });
    act(() => result.current.request());
    expect(result.current.state).toBe('unavailable');
  });

  test('permission already granted: asks on start and gives the position', async () => {
    mockGeolocationPermission('granted');
    const ask = mockGeolocation(EDINA);
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() => expect(result.current.state).toBe('granted'));
    expect(result.current.position).toEqual(EDINA);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: false });
  });

  test('a first visit (prompt) does not ask on start; a tap asks', async () => {
    mockGeolocationPermission('prompt');
    const ask = mockGeolocation(EDINA);
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() => expect(result.current.state).toBe('prompt'));
    expect(ask).not.toHaveBeenCalled();
    act(() => result.current.request());
    await waitFor(() => expect(result.current.state).toBe('granted'));
    expect(result.current.position).toEqual(EDINA);
  });

  test('permission denied: denied, without asking', async () => {
    mockGeolocationPermission('denied');
    const ask = mockGeolocation(EDINA);
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() => expect(result.current.state).toBe('denied'));
    expect(ask).not.toHaveBeenCalled();
  });

  test('the browser refusing the request: denied, no position', async () => {
    mockGeolocationPermission('granted');
    mockGeolocation('denied');
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() => expect(result.current.state).toBe('denied'));
    expect(result.current.position).toBeNull();
  });

  test('a position that is not a real place: unavailable', async () => {
    mockGeolocationPermission('granted');
    mockGeolocation({ lat: Number.NaN, lng: 500 });
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
    expect(result.current.position).toBeNull();
  });
});
