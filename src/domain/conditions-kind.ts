/** Which icon an NWS station's text description is drawn with. */
export type ConditionsKind = 'storm' | 'snow' | 'rain' | 'fog' | 'cloud' | 'clear' | 'unknown';

const CONDITION_WORDS: [ConditionsKind, RegExp][] = [
  ['storm', /thunder|storm|t-storm/i],
  ['snow', /snow|sleet|flurr|ice|freezing/i],
  ['rain', /rain|drizzle|shower/i],
  ['fog', /fog|mist|haze|smoke/i],
  ['cloud', /cloud|overcast/i],
  ['clear', /clear|sun|fair/i],
];

/** Which icon suits an NWS text description ("Light Snow and Fog/Mist" → snow). */
export function conditionsKind(conditions: string): ConditionsKind {
  return CONDITION_WORDS.find(([, pattern]) => pattern.test(conditions))?.[0] ?? 'unknown';
}
