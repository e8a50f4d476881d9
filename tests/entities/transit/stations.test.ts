import { describe, expect, test } from 'vitest';
import { distanceM, isInMetroBox } from '@/domain/geo';
import { departurePaths } from '@/entities/transit/departures';
import { STATIONS, TRACKS } from '@/entities/transit/stations';

const codesOn = (routeId: string) =>
  STATIONS.flatMap((station) =>
    station.calls.filter((call) => call.routeId === routeId).map((call) => call.placeCode),
  );

describe('the METRO rail stations', () => {
  test('every Blue Line place code of a recorded `/stops/901/0` answer, and every Green Line one', () => {
    expect(new Set(codesOn('901'))).toEqual(
      new Set(
        'MAAM 28AV BLCT AM34 HHTE LIND FTSN VAMC 50HI 46HI 38HI LAHI FRHI CDRV USBA GOVT 5SNI WARE TF1 TF2'.split(
          ' ',
        ),
      ),
    );
    // Target Field's Green Line place code is not recorded: its Blue Line codes answer there.
    expect(codesOn('902')).toHaveLength(22);
    expect(codesOn('902')).toEqual(expect.arrayContaining(['WARE', 'WEBK', 'UNDP']));
  });

  test('ids and stop ids are unique, and each station answers for its departures in its line’s colour', () => {
    expect(new Set(STATIONS.map((station) => station.id)).size).toBe(STATIONS.length);
    const stopIds = STATIONS.flatMap((station) => station.stopIds);
    expect(new Set(stopIds).size).toBe(stopIds.length);
    for (const station of STATIONS) {
      expect(station.stopIds.length, station.name).toBeGreaterThan(0);
      expect(departurePaths(station).length, station.name).toBeGreaterThan(0);
      for (const call of station.calls) expect(call.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    const cedarRiverside = STATIONS.find((station) => station.id === 'cdrv');
    expect(cedarRiverside?.calls.map((call) => call.colour)).toEqual(['#0053a0']);
  });

  test('each station is inside the metro box and on its light rail line’s track (within 60 m)', () => {
    for (const station of STATIONS) {
      expect(isInMetroBox(station.position), station.name).toBe(true);
      for (const call of station.calls) {
        // The demo's tracks are the light rail lines'; a rapid bus line (after a refresh) has none.
        if (!(call.routeId in TRACKS)) continue;
        const track = TRACKS[call.routeId as '901' | '902'];
        const nearest = Math.min(...track.map((point) => distanceM(point, station.position)));
        expect(nearest, `${station.name} on ${call.shortName}`).toBeLessThan(60);
      }
    }
  });
});
