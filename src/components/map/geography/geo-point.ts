/** A point of authored or generated geography: [lat, lng] in degrees (compact for data files). */
export type GeoPoint = readonly [lat: number, lng: number];
