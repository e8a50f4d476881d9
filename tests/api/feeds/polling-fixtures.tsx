/** A page's poller with a camera reader, a reader alone, and a request counter, for polling tests. */
import { http, HttpResponse } from 'msw';
import { camerasFeed, useCameras } from '@/entities/camera/feed';
import { FeedPolling } from '@/api/feeds/polling';
import { server } from '../../msw-server';

const CAMERAS = [camerasFeed];

/** The page's poller and one reader of the camera feed. */
export function CameraCount() {
  const { data, failure } = useCameras();
  return (
    <>
      <FeedPolling feeds={CAMERAS} />
      {failure && !data ? (
        <p>error {failure.message}</p>
      ) : (
        <p>cameras {data?.length ?? 'loading'}</p>
      )}
    </>
  );
}

/** A reader alone: nothing polls. */
export function ReaderOnly() {
  const { data } = useCameras();
  return <p>cameras {data?.length ?? 'loading'}</p>;
}

export function countRequests(path: string) {
  const counter = { count: 0 };
  server.use(
    http.get(`*${path}`, () => {
      counter.count += 1;
      return HttpResponse.json([{ id: `c${counter.count}`, name: 'Cam' }]);
    }),
  );
  return counter;
}
