/**
 * A small METRO network as NexTrip v2's stop calls answer it (shapes as recorded from
 * svc.metrotransit.org: `/routes`, `/directions/{route}`, `/stops/{route}/{direction}` and
 * `/{route}/{direction}/{place_code}`), for the stations' refresh. Positions and stop ids are the
 * real ones where recorded (Target Field, Warehouse District); the A Line's are illustrative.
 */
const stop = (stop_id: number, latitude: number, longitude: number, description: string) => ({
  stop_id,
  latitude,
  longitude,
  description,
});
const placeAnswer = (stops: unknown[]) => ({ stops, alerts: [], departures: [] });

export function nexTripStopCalls(): Map<string, unknown> {
  return new Map<string, unknown>([
    [
      '/routes',
      [
        { route_id: '901', agency_id: 0, route_label: 'METRO Blue Line' },
        { route_id: '902', agency_id: 0, route_label: 'METRO Green Line' },
        { route_id: '906', agency_id: 10, route_label: 'Airport Shuttle' },
        { route_id: '921', agency_id: 0, route_label: 'METRO A Line' },
        { route_id: '5', agency_id: 0, route_label: 'Route 5' },
      ],
    ],
    [
      '/directions/901',
      [
        { direction_id: 0, direction_name: 'Northbound' },
        { direction_id: 1, direction_name: 'Southbound' },
      ],
    ],
    ['/directions/902', [{ direction_id: 0, direction_name: 'Eastbound' }]],
    ['/directions/921', [{ direction_id: 0, direction_name: 'Northbound' }]],
    [
      '/stops/901/0',
      [
        { place_code: 'WARE', description: 'Warehouse District/ Hennepin Ave Station' },
        { place_code: 'TF1', description: 'Target Field Station Platform 1' },
        { place_code: 'TF2', description: 'Target Field Station Platform 2' },
      ],
    ],
    [
      '/stops/901/1',
      [
        { place_code: 'TF2', description: 'Target Field Station Platform 2' },
        { place_code: 'WARE', description: 'Warehouse District/ Hennepin Ave Station' },
      ],
    ],
    [
      '/stops/902/0',
      [{ place_code: 'WARE', description: 'Warehouse District/ Hennepin Ave Station' }],
    ],
    [
      '/stops/921/0',
      [
        { place_code: 'UNSN', description: 'Snelling & University Station' },
        { place_code: 'NOWH', description: 'Nowhere Station' },
      ],
    ],
    [
      '/901/0/WARE',
      placeAnswer([stop(17874, 44.980015, -93.273136, 'Warehouse District/Hennepin Ave Station')]),
    ],
    [
      '/901/1/WARE',
      placeAnswer([stop(51425, 44.98005, -93.2731, 'Warehouse District/Hennepin Ave Station')]),
    ],
    [
      '/902/0/WARE',
      placeAnswer([stop(17874, 44.980015, -93.273136, 'Warehouse District/Hennepin Ave Station')]),
    ],
    [
      '/901/0/TF1',
      placeAnswer([stop(55997, 44.982995, -93.277364, 'Target Field Station Platform 1')]),
    ],
    [
      '/901/0/TF2',
      placeAnswer([stop(56334, 44.983543, -93.278703, 'Target Field Station Platform 2')]),
    ],
    [
      '/901/1/TF2',
      placeAnswer([stop(56334, 44.983543, -93.278703, 'Target Field Station Platform 2')]),
    ],
    ['/921/0/UNSN', placeAnswer([stop(56190, 44.9557, -93.1669, 'Snelling & University Station')])],
    // A place whose only stop has no position: left out, and named.
    ['/921/0/NOWH', placeAnswer([stop(99999, Number.NaN, -93.1, 'Nowhere Station')])],
  ]);
}
