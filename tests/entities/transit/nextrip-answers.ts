import { http, HttpResponse } from 'msw';
import { server } from '../../msw-server';

/**
 * NexTrip's `/vehicles/{route}` in msw: one Blue Line train whose position was read at
 * `locatedAtMs`, none on the other lines; a 503 whenever `down()` says NexTrip is down.
 */
export function answerOneTrain(locatedAtMs: number, down: () => boolean = () => false): void {
  server.use(
    http.get('*/nextrip/vehicles/:route', ({ params }) =>
      down()
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json(
            params.route === '901'
              ? [
                  {
                    trip_id: 't1',
                    direction: 'Southbound',
                    latitude: 44.9484,
                    longitude: -93.2388,
                    bearing: 180,
                    location_time: Math.floor(locatedAtMs / 1000),
                  },
                ]
              : [],
          ),
    ),
  );
}
