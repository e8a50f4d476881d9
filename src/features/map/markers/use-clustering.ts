import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { runFor, runToEnd, type WorkSteps } from '@/domain/work-steps';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import type { Clustering, ClusteringRequest, RecentClusterings } from './clusterings';

/**
 * Units of clustering work (a merge pass's seed, a cluster named) done per task: ~200 is 5–25 ms
 * of a desktop's first, not yet optimised run here, so clustering 1,000 cameras the first time is
 * several short tasks instead of one of 100–140 ms (issue 44: no task over 50 ms after the first
 * paint).
 */
export const CLUSTERING_UNITS_PER_TASK = 200;

/**
 * Up to this many points are clustered in the render that asks (a few passes over them: a few ms).
 * A count, not a time, so the same points always take the same path: every test but the density
 * ones is clustered at once.
 */
export const POINTS_CLUSTERED_IN_RENDER = 200;

type Started = { clustering: Clustering } | { steps: WorkSteps<Clustering> };

/**
 * The clustering to draw for this request.
 * - A recent one, or a new one of up to POINTS_CLUSTERED_IN_RENDER points: in this render.
 * - A layer's first clustering of more points goes on in later tasks, CLUSTERING_UNITS_PER_TASK
 *   units each, with the clustering drawn before given meanwhile (none on a first load): its code
 *   runs for the first time, 100–140 ms for 1,000 cameras on a desktop here. A newer request does
 *   not restart it: it ends, and the newer one is clustered, warm, in the render that follows.
 * - Every later one is done in this render: the code is warm by then (7–14 ms for 1,000 points),
 *   so a layer, zoom or size change is drawn at once.
 */
export function useClustering(
  recent: RecentClusterings,
  ...[parts, view, placeNear, language]: ClusteringRequest
): Clustering | null {
  const [warm, setWarm] = useState(false);
  const started = useMemo<Started>(() => {
    const request: ClusteringRequest = [parts, view, placeNear, language];
    const kept = recent.find(...request);
    if (kept) return { clustering: kept };
    const steps = recent.steps(...request);
    const points = parts.reduce((sum, part) => sum + part.length, 0);
    return warm || points <= POINTS_CLUSTERED_IN_RENDER
      ? { clustering: runToEnd(steps) }
      : { steps };
  }, [recent, parts, view, placeNear, language, warm]);

  const [drawn, setDrawn] = useState<Clustering | null>(null);
  const ready = 'clustering' in started ? started.clustering : null;
  // Remembered as drawn, so a clustering that takes several tasks has this one in the meantime
  // (React's pattern for state from an earlier render).
  if (ready && ready !== drawn) setDrawn(ready);

  // The first clustering under way, run to its end even when a newer request comes: restarted at
  // each feed's answer (stations, news, trains arrive while the cameras cluster) it would end only
  // after the last. The newer request is clustered when it ends, warm, in the render that draws.
  const running = useRef<{ stopped: boolean } | null>(null);
  useEffect(() => {
    if (!('steps' in started) || running.current) return;
    const job = { stopped: false };
    running.current = job;
    const goOn = () => {
      if (job.stopped) return;
      const ended = runFor(started.steps, CLUSTERING_UNITS_PER_TASK);
      if (!ended) {
        void yieldToBrowser().then(goOn);
        return;
      }
      running.current = null;
      // In startTransition: React draws the hundreds of markers in slices that yield to the
      // browser, as it does a deferred render's, not in one task as it would an update from here.
      startTransition(() => {
        setDrawn(ended.value);
        setWarm(true);
      });
    };
    // Passive effects run in a task of their own after the paint: the first budget goes here.
    goOn();
  }, [started]);
  useEffect(
    () => () => {
      if (running.current) running.current.stopped = true;
      running.current = null;
    },
    [],
  );

  return ready ?? drawn;
}
