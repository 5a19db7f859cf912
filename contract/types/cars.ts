import type { FuelCode } from '../fuels';
import type { AdjustedAmount, ContributionStep, CostPart, DeviationEffect, PriceLine, Refusal } from '../lease-price/types';

/**
 * The car lists of an arrangement as the server answers them (spec 02 §3 "Cars", §7 "Cars"; issue 15 point 3).
 * Amounts in euros a month unless named otherwise; a refusal's figures as the calculation gives them (cents
 * for money, g/km, a label, segment codes).
 */
export interface CarWithLeasePrice {
  /** The catalogue version (car_types.id): what a fixed lease price is set for. */
  id: number;
  typeIdHist: number | null;
  brandId: number;
  brandName: string;
  modelId: number;
  modelName: string;
  /** The version's name. */
  name: string;
  fuelCode: FuelCode;
  bodyType: string | null;
  energyLabel: string | null;
  co2: number | null;
  consumerPrice: number;
  fiscalValue: number | null;
  segmentCode: string | null;
  dateAdded: string | null;
  /** The pair the price is for: the fuel's initial pair of the calculator setting, else 48 months / 20,000 km. */
  durationMonths: number;
  kmPerYear: number;
  /** The fixed lease price when one is set (it wins), else the computed one. */
  leasePrice: number;
  computedLeasePrice: number;
  fixedLeasePrice: number | null;
  isFixedPrice: boolean;
  /** The own contribution under `categoryName`'s norm lease; negative: paid to the driver. */
  ownContribution: number;
  /** Whether a category of the arrangement offers it. */
  allowed: boolean;
  /**
   * The category the price and own contribution are for: the first (by number) whose budget allows the version,
   * else the last, whose refusals say why none does; null without categories.
   */
  categoryId: number | null;
  categoryName: string | null;
  refusals: Refusal[];
}

/** Why a version is not offered: blocked, or the calculation's refusals (segment, CO2, label, prices, lease). */
export type NotAddedReason = 'brandBlocked' | 'modelBlocked' | Refusal['reason'];

export interface NotAddedCar extends Omit<CarWithLeasePrice, 'allowed'> {
  reasons: NotAddedReason[];
}

/** GET /car/extended/fixedleaseprice: one fixed price with the version it is for. */
export interface FixedLeasePrice {
  id: number;
  version: number;
  carTypeId: number;
  brandName: string;
  modelName: string;
  name: string;
  price: number;
}

/** GET /car/segments: a segment of the arrangement's offered cars and how many versions it holds. */
export interface CarSegmentCount {
  segmentID: number;
  segmentCode: string;
  name: string;
  count: number;
}

/**
 * GET /car/extended/breakdown: one version's price under the arrangement with every part of it (issue 15 point 2:
 * "each part of the price shown on request"); amounts in the lines in cents, as the calculation gives them.
 */
export interface CarBreakdown extends CarWithLeasePrice {
  /** The computed price's parts; they sum to computedLeasePrice. */
  parts: PriceLine<CostPart>[];
  /** The steps of the own contribution; they sum to it. */
  ownContributionLines: PriceLine<ContributionStep>[];
  normLease: AdjustedAmount | null;
  maxLease: AdjustedAmount | null;
  deviations: DeviationEffect[];
}

/** GET /car/overview?carTypeId=: the version under one car arrangement; `reasons` empty when it offers it. */
export interface CarOverviewRow extends CarWithLeasePrice {
  carArrangementId: number;
  carArrangementName: string;
  reasons: NotAddedReason[];
}
