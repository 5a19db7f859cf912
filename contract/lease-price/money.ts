/*
 * Money as integer cents. Every multiplication by a rate goes through `mulDiv`, which rounds once, half
 * away from zero, so the same inputs give the same cents on every machine and sums never drift. Products
 * stay below 2^53 because inputs are bounded (types.ts: prices at most € 10 million, rates in basis points).
 */

/** Euros as the API sends them (two decimals at most) to cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** An optional amount in euros (null or undefined: not set) to cents. */
export const optionalCents = (euros: number | null | undefined): number | null => (euros === null || euros === undefined ? null : toCents(euros));

/** A percentage with two decimals at most (12.5) in basis points (1250). */
export const toBasisPoints = (percentage: number): number => Math.round(percentage * 100);

/** a × b / d, rounded half away from zero: the one rounding of a rate applied to an amount. */
export function mulDiv(a: number, b: number, d: number): number {
  const product = a * b;
  const sign = product < 0 !== d < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(product) / Math.abs(d)) || 0;
}

/** A share of an amount given in basis points (1/100 of a percent). */
export const basisPointsOf = (cents: number, basisPoints: number): number => mulDiv(cents, basisPoints, 10_000);

/** A monthly amount per four weeks: × 12 / 13 (13 four-week periods a year). */
export const perFourWeeks = (monthlyCents: number): number => mulDiv(monthlyCents, 12, 13);

export const sumCents = (lines: readonly { cents: number }[]): number => lines.reduce((total, line) => total + line.cents, 0);
