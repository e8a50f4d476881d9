// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseCamera, parseCameras } from '@/entities/camera/feed';

describe('parseCameras', () => {
  test.each([[null], ['cams'], [42], [{ not: 'a list' }], [{ cameras: [] }]])(
    '%j is not a list of cameras: the call fails instead of showing none',
    (payload) => {
      expect(() => parseCameras(payload)).toThrow(WrongShapeError);
    },
  );
  test('an empty list is a list with no cameras', () => {
    expect(parseCameras([])).toEqual([]);
  });
  test('keeps a full camera', () => {
    const [camera] = parseCameras([
      {
        id: 'C1',
        name: 'I-94 @ Snelling',
        imageUrl: 'https://video.dot.state.mn.us/video/image/metro/C1',
        latitude: 44.95,
        longitude: -93.17,
        highway: 'I-94',
        direction: 'EB',
        county: 'Ramsey',
        status: 'active',
      },
    ]);
    expect(camera).toEqual({
      id: 'C1',
      name: 'I-94 @ Snelling',
      imageUrl: 'https://video.dot.state.mn.us/video/image/metro/C1',
      position: { lat: 44.95, lng: -93.17 },
      highway: 'I-94',
      direction: 'EB',
      county: 'Ramsey',
      status: 'active',
    });
  });
  test('drops items without an id or a name, and duplicate ids', () => {
    const cameras = parseCameras([
      { id: 'A', name: 'a' },
      { id: '', name: 'x' },
      { name: 'no id' },
      { id: 'B' },
      null,
      'str',
      { id: 'A', name: 'dup' },
    ]);
    expect(cameras.map((c) => c.id)).toEqual(['A']);
  });
  test('coordinates may be strings or missing; non-numeric ones leave the camera without a position', () => {
    const cameras = parseCameras([
      { id: 'A', name: 'a', latitude: 'north', longitude: -93 },
      { id: 'B', name: 'b', latitude: Number.NaN, longitude: -93 },
      { id: 'C', name: 'c', latitude: '44.9', longitude: '-93.2' },
      { id: 'D', name: 'd', latitude: 444, longitude: -93 },
      { id: 'E', name: 'e' },
    ]);
    expect(cameras.map((c) => c.position)).toEqual([
      null,
      null,
      { lat: 44.9, lng: -93.2 },
      null,
      null,
    ]);
  });
  test('an unsafe image URL is dropped and an unknown status is "unknown"', () => {
    const [camera] = parseCameras([
      { id: 'A', name: 'a', imageUrl: 'javascript:alert(1)', status: 'exploded' },
    ]);
    expect(camera?.imageUrl).toBeNull();
    expect(camera?.status).toBe('unknown');
  });
  test('huge strings are capped', () => {
    const [camera] = parseCameras([{ id: 'A', name: 'x'.repeat(100_000) }]);
    expect(camera?.name.length).toBe(2000);
  });
});

describe('a still given as a path is served by the API', () => {
  test.each([
    [
      '/cam-images/C101.jpg',
      'https://api.example.org',
      'https://api.example.org/cam-images/C101.jpg',
    ],
    [
      '/cam-images/C101.jpg',
      'https://api.example.org/v1/',
      'https://api.example.org/v1/cam-images/C101.jpg',
    ],
    ['/cam-images/C101.jpg', 'http://127.0.0.1:4173', 'http://127.0.0.1:4173/cam-images/C101.jpg'],
    [
      'https://video.dot.state.mn.us/C1',
      'https://api.example.org',
      'https://video.dot.state.mn.us/C1',
    ],
  ])('%s against %s is %s', (imageUrl, base, expected) => {
    expect(parseCamera({ id: 'C', name: 'c', imageUrl }, base)?.imageUrl).toBe(expected);
  });
  test.each([['//evil.example/x.jpg'], ['cam.jpg'], ['javascript:alert(1)'], ['/x.jpg']])(
    '%s is not used when it does not resolve to http(s) on the API',
    (imageUrl) => {
      // '/x.jpg' against a base that is not http(s) resolves to nothing usable.
      const base = imageUrl === '/x.jpg' ? 'file://' : 'https://api.example.org';
      expect(parseCamera({ id: 'C', name: 'c', imageUrl }, base)?.imageUrl).toBeNull();
    },
  );
  test('by default against the page origin (jsdom: http://localhost:3000)', () => {
    expect(
      parseCameras([{ id: 'C', name: 'c', imageUrl: '/cam-images/C101.jpg' }])[0]?.imageUrl,
    ).toBe(`${window.location.origin}/cam-images/C101.jpg`);
  });
});
