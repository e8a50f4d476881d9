/**
 * Links to one camera: `/?camera={id}` (or `/domain/{name}?camera={id}`) opens its dialog. Only
 * the `camera` key is this module's; every other key of the query (the map's view) is kept.
 */
import { toSearchString } from './search-string';
import type { Camera } from './types';

export const CAMERA_LINK_PARAM = 'camera';
/** Camera ids are short ("C721"); anything longer in a link is not one. */
const MAX_LINKED_ID_LENGTH = 100;

/** The camera a link asks for: the first `camera` value, trimmed; null when absent or blank. */
export function readCameraLink(params: URLSearchParams): string | null {
  const id = params.get(CAMERA_LINK_PARAM)?.trim() ?? '';
  return id && id.length <= MAX_LINKED_ID_LENGTH ? id : null;
}

/** A copy of `params` asking for `id` (null: asking for none); other keys keep their order. */
export function writeCameraLink(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(CAMERA_LINK_PARAM);
  else next.set(CAMERA_LINK_PARAM, id);
  return next;
}

/** `path` with the query `params` would have once they ask for `id`: what to navigate to. */
export function cameraLinkPath(path: string, params: URLSearchParams, id: string | null): string {
  const search = toSearchString(writeCameraLink(params, id));
  return search ? `${path}?${search}` : path;
}

/**
 * The absolute "Copy link" URL: this page, its current view, and the camera. Null when `origin`
 * is not an http(s) origin or `path` is not a path of this site.
 */
export function cameraShareUrl(
  origin: string,
  path: string,
  params: URLSearchParams,
  id: string,
): string | null {
  if (!/^https?:\/\/[^/?#\s]+$/i.test(origin) || !path.startsWith('/') || path.startsWith('//')) {
    return null;
  }
  return `${origin}${cameraLinkPath(path, params, id)}`;
}

/**
 * What a link's camera comes to: `none` when no camera is asked for, `pending` until the feed has
 * answered, `unknown` for an id that is not in it, else the camera.
 */
export type CameraLinkTarget =
  | { kind: 'none' }
  | { kind: 'pending'; id: string }
  | { kind: 'unknown'; id: string }
  | { kind: 'found'; camera: Camera };

export function resolveCameraLink(
  id: string | null,
  cameras: readonly Camera[] | undefined,
): CameraLinkTarget {
  if (id === null) return { kind: 'none' };
  if (cameras === undefined) return { kind: 'pending', id };
  const camera = cameras.find((candidate) => candidate.id === id);
  return camera ? { kind: 'found', camera } : { kind: 'unknown', id };
}
