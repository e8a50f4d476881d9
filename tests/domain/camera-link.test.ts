import { describe, expect, test } from 'vitest';
import {
  cameraLinkPath,
  cameraShareUrl,
  readCameraLink,
  resolveCameraLink,
  writeCameraLink,
} from '@/domain/camera-link';
import type { Camera } from '@/domain/types';

const params = (query: string) => new URLSearchParams(query);

const camera = (id: string): Camera => ({
  id,
  name: `Camera ${id}`,
  imageUrl: null,
  position: null,
  highway: '',
  direction: '',
  county: '',
  status: 'active',
});

describe('reading the camera a link asks for', () => {
  test.each([
    ['camera=C721', 'C721'],
    ['?camera=C721', 'C721'],
    ['style=street&camera=C721&zoom=1.5', 'C721'],
    ['camera=%20C721%20', 'C721'],
    ['camera=C1&camera=C2', 'C1'],
    ['camera=I-94%20%26%20Snelling', 'I-94 & Snelling'],
  ])('%s asks for %j', (query, id) => {
    expect(readCameraLink(params(query))).toBe(id);
  });
  test.each(['', 'camera', 'camera=', 'camera=%20', 'cameras=C1', `camera=${'x'.repeat(101)}`])(
    '%j asks for none',
    (query) => {
      expect(readCameraLink(params(query))).toBeNull();
    },
  );
});

describe('writing it', () => {
  test('adds the camera after the map view, which stays as it was', () => {
    expect(cameraLinkPath('/', params('style=street&layers=cameras,news&zoom=1.5'), 'C721')).toBe(
      '/?style=street&layers=cameras,news&zoom=1.5&camera=C721',
    );
  });
  test('replaces an earlier camera in its place (and any repeat)', () => {
    expect(cameraLinkPath('/', params('camera=C1&view=list&camera=C2'), 'C3')).toBe(
      '/?camera=C3&view=list',
    );
  });
  test('removing it keeps the rest, and leaves no bare "?"', () => {
    expect(cameraLinkPath('/', params('view=list&camera=C1'), null)).toBe('/?view=list');
    expect(cameraLinkPath('/domain/edinanews.com', params('camera=C1'), null)).toBe(
      '/domain/edinanews.com',
    );
  });
  test('ids are encoded; the input is not changed', () => {
    const before = params('view=list');
    const after = writeCameraLink(before, 'a&b=c#d');
    expect(after.get('camera')).toBe('a&b=c#d');
    expect(before.has('camera')).toBe(false);
    expect(cameraLinkPath('/', before, 'a&b=c#d')).toBe('/?view=list&camera=a%26b%3Dc%23d');
  });
});

describe('the "Copy link" URL', () => {
  test('is absolute, on this page and view', () => {
    expect(
      cameraShareUrl(
        'https://twincitieslive.news',
        '/domain/edinanews.com',
        params('zoom=2'),
        'C9',
      ),
    ).toBe('https://twincitieslive.news/domain/edinanews.com?zoom=2&camera=C9');
    expect(cameraShareUrl('http://127.0.0.1:5173', '/', params(''), 'C9')).toBe(
      'http://127.0.0.1:5173/?camera=C9',
    );
  });
  test.each([
    ['null', '/'],
    ['file://', '/'],
    ['javascript:alert(1)//', '/'],
    ['https://twincitieslive.news', '//evil.example/'],
    ['https://twincitieslive.news', 'relative'],
  ])('none from origin %j and path %j', (origin, path) => {
    expect(cameraShareUrl(origin, path, params(''), 'C1')).toBeNull();
  });
});

describe('what the linked camera comes to', () => {
  const cameras = [camera('C1'), camera('C2')];
  test('no camera asked for', () => {
    expect(resolveCameraLink(null, cameras)).toEqual({ kind: 'none' });
  });
  test('waiting for the feed', () => {
    expect(resolveCameraLink('C2', undefined)).toEqual({ kind: 'pending', id: 'C2' });
  });
  test('found', () => {
    expect(resolveCameraLink('C2', cameras)).toEqual({ kind: 'found', camera: cameras[1] });
  });
  test('not in the current feed', () => {
    expect(resolveCameraLink('C404', cameras)).toEqual({ kind: 'unknown', id: 'C404' });
    expect(resolveCameraLink('C1', [])).toEqual({ kind: 'unknown', id: 'C1' });
  });
});
