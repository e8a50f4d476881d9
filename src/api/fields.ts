/**
 * Reading single fields of untrusted JSON: nothing here throws, a value of the wrong type is
 * simply absent. What a whole answer must look like is in answer-shape.ts.
 */
import { isFiniteNumber, isValidLatLng } from '@/domain/geo';
import type { MaybeLatLng } from '@/domain/types';

export type Fields = Record<string, unknown>;

/** Longest string kept from a feed; longer ones are cut so one huge value cannot stall layout. */
const MAX_TEXT = 2000;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field, trimmed and capped; numbers are accepted as text. */
export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value.trim().slice(0, MAX_TEXT);
  if (isFiniteNumber(value)) return String(value);
  return fallback;
}

/** A finite number (numeric strings count), else null. */
export function finiteNumber(value: unknown): number | null {
  if (isFiniteNumber(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Coordinates only when both are finite numbers (numeric strings count) in range. */
export function latLng(lat: unknown, lng: unknown): MaybeLatLng {
  const point = { lat: finiteNumber(lat), lng: finiteNumber(lng) };
  return isValidLatLng(point) ? point : null;
}

/** Distinct non-empty strings of a list; anything else is an empty list. */
export function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map((item) => text(item)).filter(Boolean))];
}

/** Milliseconds since the epoch of an ISO time, or 0 when it does not parse. */
export function timeOf(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}
