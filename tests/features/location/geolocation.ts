import { afterEach, vi } from 'vitest';

/**
 * Gives jsdom a navigator.geolocation that answers at once with this position (or an error).
 * Returns the spy on getCurrentPosition, to see whether (and when) the page asked.
 */
export function mockGeolocation(position: { lat: number; lng: number } | 'denied') {
  const getCurrentPosition = vi.fn(
    (
      success: (position: { coords: { latitude: number; longitude: number } }) => void,
      failure: (error: { code: number; message: string }) => void,
      _options?: PositionOptions,
    ) => {
      if (position === 'denied') failure({ code: 1, message: 'User denied Geolocation' });
      else success({ coords: { latitude: position.lat, longitude: position.lng } });
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

/** Gives jsdom a Permissions API that reports this state for geolocation. */
export function mockGeolocationPermission(state: PermissionState) {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(() => Promise.resolve({ state })) },
  });
}

afterEach(() => {
  // jsdom has neither geolocation nor the Permissions API; put that back.
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});
