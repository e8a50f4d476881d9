import { useEffect, useMemo, useRef, useState } from 'react';
import { radarFrameDuration, radarFrameUrl, radarLoopTimes } from '@/domain/radar';
import { preloadImage } from '@/lib/preload-image';

/** A loop frame that takes longer than this to arrive is skipped (ms). */
const FRAME_TIMEOUT_MS = 20_000;

export interface RadarLoop {
  playing: boolean;
  play: () => void;
  pause: () => void;
  /** The frame on show while playing (its UTC time and URL), or null: the current mosaic. */
  frame: { time: string; url: string } | null;
  /** Playing, and no frame has arrived yet. */
  loading: boolean;
  /** Every frame of the loop failed. */
  failed: boolean;
}

interface Run {
  id: number;
  /** The current mosaic the loop ends at. */
  valid: string;
  times: string[];
  loaded: string[];
  failed: number;
}

const NO_FRAMES: readonly string[] = [];

/**
 * The last hour of radar as a loop: started only by the visitor (never by itself), each frame
 * loaded and decoded off-screen before it shows, a frame that fails skipped. Stops when the tab is
 * hidden and when the current mosaic changes.
 */
export function useRadarLoop(base: string, validIso: string | undefined): RadarLoop {
  const [run, setRun] = useState<Run | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const runs = useRef(0);
  const playing = run !== null && run.valid === validIso;
  const runId = playing ? run.id : null;
  const times = playing ? run.times : NO_FRAMES;

  useEffect(() => {
    if (runId === null) return;
    const preloads = times.map((time) => {
      const preload = preloadImage(radarFrameUrl(base, time), FRAME_TIMEOUT_MS);
      const update = (change: (current: Run) => Run) =>
        setRun((current) => (current?.id === runId ? change(current) : current));
      preload.done.then(
        () => update((current) => ({ ...current, loaded: [...current.loaded, time].sort() })),
        () => update((current) => ({ ...current, failed: current.failed + 1 })),
      );
      return preload;
    });
    return () => preloads.forEach((preload) => preload.cancel());
  }, [runId, times, base]);

  const loaded = useMemo(() => (playing ? run.loaded : NO_FRAMES), [playing, run]);

  // Steps to the next frame that has arrived, in time order, and round again.
  useEffect(() => {
    if (loaded.length === 0) return;
    const index = shown === null ? -1 : loaded.indexOf(shown);
    const showFor =
      shown === null || index < 0 ? 0 : radarFrameDuration(times.indexOf(shown), times.length);
    const timer = setTimeout(() => setShown(loaded[(index + 1) % loaded.length] ?? null), showFor);
    return () => clearTimeout(timer);
  }, [loaded, shown, times]);

  useEffect(() => {
    if (!playing) return;
    const stopWhenHidden = () => {
      if (document.visibilityState === 'hidden') setRun(null);
    };
    document.addEventListener('visibilitychange', stopWhenHidden);
    return () => document.removeEventListener('visibilitychange', stopWhenHidden);
  }, [playing]);

  const failed = playing && run.failed === run.times.length;
  const shownTime = shown !== null && loaded.includes(shown) ? shown : null;
  return {
    playing,
    play: () => {
      if (!validIso) return;
      runs.current += 1;
      setShown(null);
      setRun({
        id: runs.current,
        valid: validIso,
        times: radarLoopTimes(validIso),
        loaded: [],
        failed: 0,
      });
    },
    pause: () => {
      setRun(null);
      setShown(null);
    },
    frame: shownTime ? { time: shownTime, url: radarFrameUrl(base, shownTime) } : null,
    loading: playing && loaded.length === 0 && !failed,
    failed,
  };
}
