import type { NewsImpact } from './types';

export type ImpactColour = 'red' | 'orange' | 'blue';

/** High impact is red, medium orange, anything else blue. */
export function impactColour(impact: string): ImpactColour {
  const normalised = impact.trim().toLowerCase();
  if (normalised === 'high') return 'red';
  if (normalised === 'medium') return 'orange';
  return 'blue';
}

/** The feed's `impact`; anything but high, medium or low is unknown, never said to be low. */
export function toImpact(value: unknown): NewsImpact {
  const normalised = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return /^(high|medium|low)$/.test(normalised) ? (normalised as NewsImpact) : 'unknown';
}
