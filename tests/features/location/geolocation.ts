import { afterEach } from 'vitest';

/** Gives jsdom a navigator.geolocation that answers at once with this position (or an error). */
export function mockGeolocation(position: { lat: number; lng: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (
        success: (position: { coords: { latitude: number; longitude: number } }) => void,
        failure: (error: { code: number; message: string }) => void,
      ) => {
        if (position === 'denied') failure({ code: 1, message: 'User denied Geolocation' });
        else success({ coords: { latitude: position.lat, longitude: position.lng } });
      },
    },
  });
}

afterEach(() => {
  // jsdom has no geolocation; put that back.
  Reflect.deleteProperty(navigator, 'geolocation');
});
