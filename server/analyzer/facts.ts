import type { AnalyzerRule } from '../../contract/types/analyzer';
import type { FuelCode } from '../../contract/fuels';
import type { Category, PriceFacts, PricingContext } from '../repositories/car-pricing';

/**
 * What the analyzer knows about one question ("why can't a driver in this category see this version?"),
 * read by load.ts in a few queries and judged by evaluate.ts without any I/O.
 */
export interface AnalyzerFacts {
  /** The day the question is asked ('YYYY-MM-DD'): a driver whose expiry date is before it has expired. */
  today: string;
  arrangement: { id: number; name: string; isActiveOnlineForDrivers: boolean };
  /** The category asked about, with its fuels (category_fuels) and its norm lease as the car lists read it. */
  category: Category & { fuels: FuelCode[] };
  /** The arrangement's settings, calculator pairs, categories and deviations: the car lists' own (car-pricing.ts). */
  pricing: PricingContext;
  typeIdHist: number;
  /** null: the catalogue has no version with that historical type id. */
  version: VersionFacts | null;
  /** null: no driver asked about. */
  driver: DriverFacts | null;
}

export type VersionFacts = PriceFacts & {
  brand_name: string;
  model_name: string;
  name: string;
  brand_blocked: boolean;
  model_blocked: boolean;
};

export interface DriverFacts {
  name: string;
  dateExpiration: string | null;
  isBlocked: boolean;
  /** When the driver ordered under car arrangements (driver_order_statuses, type car); null: not ordered. */
  dateOrdered: string | null;
  /** The driver's binding to the arrangement: null when not bound, else its category (null: none chosen). */
  binding: { category: { id: number; name: string } | null } | null;
}

/** A figure in a finding; texts.ts formats each kind for the language. */
export type Figure =
  | string
  | number
  | { cents: number }
  | { grams: number }
  | { percent: number }
  | { date: string }
  | { fuel: FuelCode }
  | { fuels: readonly FuelCode[] }
  | { list: readonly string[] };

/** One failing rule: its id, which of its texts (`variant`) and the figures the texts name. */
export interface RuleOutcome {
  rule: AnalyzerRule;
  variant: string;
  figures: Record<string, Figure>;
}

export interface Verdict {
  outcomes: RuleOutcome[];
  /** Cents a month under the category, when the version could be priced. */
  leasePrice: number | null;
  ownContribution: number | null;
}
