/**
 * The problem analyzer's contract (spec 01 §7 "Problem-analysis tool", issue 20 point 2):
 * POST /api-omr/getRedenAutoNietGevonden_omrmapi, master only, answering `{ results: [AnalyzerResult] }`.
 * The server writes every text in the language of the request's Accept-Language (default nl-NL).
 */

/** Spec 01 §7: exactly these fields. */
export interface AnalyzerRequest {
  /** The acting client's name (compared lower-case); another client's name is a 404. */
  clientName: string;
  /** A car arrangement of that client (another client's is a 404). */
  arrangementId: number;
  /** A category of that arrangement (else a 400 naming the field). */
  categoryId: number;
  /** The version's historical type id (car_types.type_id_hist); an unknown one is the finding notInCatalogue. */
  typeIdHist: number;
  /** A driver of that client, or null. */
  driverId: number | null;
}

/** Every rule that can hide a car from a driver, in evaluation order. */
export const ANALYZER_RULES = [
  'arrangementInactive', 'notInCatalogue', 'brandBlocked', 'modelBlocked', 'segmentExcluded',
  'fuelNotInCategory', 'co2AboveMax', 'fuelLabelAboveMax', 'consumerPriceAboveMax', 'fiscalValueAboveMax',
  'leasePriceBelowMin', 'leasePriceAboveMax', 'driverExpired', 'driverBlocked', 'driverAlreadyOrdered',
  'driverNotInCategory',
] as const;
export type AnalyzerRule = (typeof ANALYZER_RULES)[number];

export interface AnalyzerFinding {
  rule: AnalyzerRule;
  problem: string;
  solution: string;
}

export interface AnalyzerResult {
  /** Every failing rule's problem, one per line; when none fails: the car is available, and at what price. */
  cProbleem: string;
  /** Every failing rule's solution, one per line; when none fails: a short "nothing to change". */
  cOplossing: string;
  /** True when no rule fails. */
  available: boolean;
  /** Euros a month, the price under the category when the version can be priced; else null. */
  leasePrice: number | null;
  /** The same texts per rule, in evaluation order. */
  findings: AnalyzerFinding[];
}
