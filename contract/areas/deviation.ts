import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { ARRANGEMENT_FIELDS } from '../kit/variant-fields';
import { idSchema, nullable } from '../schemas';
import { DEVIATION_ADJUSTMENTS, DEVIATION_APPLIES_TO, DEVIATION_BASES, DEVIATION_DIRECTIONS, DEVIATION_FUELS, DEVIATION_UNITS, FUEL_LABELS, MAX_CO2 } from '../types/deviations';

/**
 * Deviations of a car arrangement (spec 02 §3, §7; 01 §7 "Deviations overview"): GET /deviation
 * (?deviationId; the list filtered by ?carArrangementId), POST, PUT, DELETE ?deviationId.
 *
 * A deviation adjusts an amount of the arrangement for the cars a condition picks: "when CO2 is smaller
 * than 95 g/km, the own contribution is lowered by € 25", "when the fuel label equals A, the max lease is
 * raised by 5 %", or "… by € 1.50 per gram CO2". Its fields, as the overview names them:
 * - co2FuelLabel1: the basis, co2 or fuelLabel (02 §3 "Deviation basis"). co2FuelLabel2 is the contract's
 *   code for the same basis (2 = CO2, 3 = fuel label; the overview shows co2Value when it is 2,
 *   fuelLabelValue when it is 3): derived from co2FuelLabel1, shown, never written, so the two cannot disagree.
 * - deviationLGS: smaller, larger or equal (the direction); co2Value (0–1000 g/km) or fuelLabelValue
 *   (A–G): the compared value, exactly the one the basis names (the other empty).
 * - categoryId: one category of the same arrangement, which must have the deviation's fuel; null means
 *   all categories. fuel: l (petrol) or d (diesel), which the overview's "all categories petrol / diesel"
 *   implies.
 * - deviationValue with deviationPB: amount (euros, cents at most) or percentage (at most 100);
 *   additionOrDeduction: addition or deduction (02 §3 "added or subtracted");
 *   ownContributionOrMaxLeaseOrLeasePrice: ownContribution, maxLease or leasePrice (the norm lease of
 *   the category); perGrCo2: the value counts per gram CO2 beyond co2Value (only with the CO2 basis).
 * The rules across fields (the compared value the basis names, a percentage at most 100, the category's fuel) are
 * the server's checks.
 */
export const deviation = defineContract({
  noun: 'Deviation',
  paths: { get: '/deviation', post: '/deviation', put: '/deviation', delete: '/deviation' },
  idParam: 'deviationId',
  writable: {
    ...ARRANGEMENT_FIELDS.writable,
    categoryId: nullable(idSchema),
    fuel: Type.Enum(DEVIATION_FUELS),
    co2FuelLabel1: Type.Enum(DEVIATION_BASES),
    deviationLGS: Type.Enum(DEVIATION_DIRECTIONS),
    co2Value: nullable(Type.Integer({ minimum: 0, maximum: MAX_CO2 })),
    fuelLabelValue: nullable(Type.Enum(FUEL_LABELS)),
    deviationValue: Type.Number({ minimum: 0, maximum: 99_999_999.99, format: 'cents' }),
    deviationPB: Type.Enum(DEVIATION_UNITS),
    additionOrDeduction: Type.Enum(DEVIATION_ADJUSTMENTS),
    ownContributionOrMaxLeaseOrLeasePrice: Type.Enum(DEVIATION_APPLIES_TO),
    perGrCo2: Type.Boolean(),
  },
  required: ['carArrangementId', 'fuel', 'co2FuelLabel1', 'deviationLGS', 'deviationValue', 'deviationPB', 'additionOrDeduction',
    'ownContributionOrMaxLeaseOrLeasePrice'],
  readOnly: { ...ARRANGEMENT_FIELDS.readOnly, categoryName: nullable(Type.String()), co2FuelLabel2: Type.Union([Type.Literal(2), Type.Literal(3)]) },
});

export type Deviation = RowOf<typeof deviation>;
