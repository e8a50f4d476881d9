import { startTransition, useEffect, useMemo, useState } from 'react';
import { selectMapPoints, selectMapPointsInSlices, type MapSelection } from '@/domain/compact-view';
import { yieldToBrowser } from '@/api/feeds/define';
import type { Camera, LatLng, NewsItem } from '@/domain/types';

/**
 * Over this many cameras, the picks are made in slices after the render, not in it: measured on a
 * phone's first load, picking from ~1,000 cameras in one render took 5–73 ms (the engine has not
 * optimised that code yet), one task React cannot cut (issue 44).
 */
export const PICK_IN_RENDER_MAX_CAMERAS = 200;

const NO_CAMERAS: readonly Camera[] = [];
const NO_NEWS: readonly NewsItem[] = [];

/**
 * The phone map's points (`selectMapPoints`). A long camera list is picked from in slices that let
 * the browser in between; until those picks are made, the map keeps the points it had (on a first
 * load: the stories alone), and the new ones come in one transition.
 */
export function useMapPoints(
  cameras: readonly Camera[] | undefined,
  news: readonly NewsItem[] | undefined,
  center: LatLng | null,
): MapSelection {
  const cameraList = cameras ?? NO_CAMERAS;
  const newsList = news ?? NO_NEWS;
  const inRender = cameraList.length <= PICK_IN_RENDER_MAX_CAMERAS;
  const picked = useMemo(
    () => selectMapPoints(inRender ? cameraList : NO_CAMERAS, newsList, { center }),
    [inRender, cameraList, newsList, center],
  );
  const [sliced, setSliced] = useState<MapSelection | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (inRender) return;
    let live = true;
    selectMapPointsInSlices(cameraList, newsList, { center }, yieldToBrowser).then(
      (points) => live && startTransition(() => setSliced(points)),
      (failure: unknown) => live && setError(() => failure),
    );
    return () => {
      live = false;
    };
  }, [inRender, cameraList, newsList, center]);
  // As a pick made in the render would: the panel's error boundary says so.
  if (error) throw error;
  return inRender ? picked : (sliced ?? picked);
}
