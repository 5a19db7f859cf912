import { Type, type Static } from 'typebox';
import { ignoredFields } from '../kit/schemas';
import { idSchema } from '../../contract/schemas';

/**
 * An arrangement's calculator setting (spec 02 §3, §7; issue 14): active online for drivers, and per fuel
 * (diesel, electric, petrol) the durations (6–72 months, step 6) and yearly kilometres (5,000–80,000,
 * step 5,000) a driver may choose, with the pair the calculator starts at.
 */
export const CALCULATOR_FUELS = ['d', 'e', 'l'] as const;
export const duration = Type.Integer({ minimum: 6, maximum: 72, multipleOf: 6 });
export const kilometres = Type.Integer({ minimum: 5000, maximum: 80000, multipleOf: 5000 });

export const FuelDurationKm = Type.Object({
  fuelCode: Type.Enum(CALCULATOR_FUELS),
  durations: Type.Array(duration, { minItems: 1, maxItems: 12, uniqueItems: true }),
  kilometres: Type.Array(kilometres, { minItems: 1, maxItems: 16, uniqueItems: true }),
  initialDurationMonths: duration,
  initialKmPerYear: kilometres,
}, { additionalProperties: false });
export type FuelDurationKm = Static<typeof FuelDurationKm>;

const writable = {
  isActiveOnlineForDrivers: Type.Optional(Type.Boolean()),
  durationKm: Type.Optional(Type.Array(FuelDurationKm, { maxItems: 3 })),
};

/** What GET shows besides the writable fields: the date of the last run is the bulk run's to set. */
const READ_ONLY = ['version', 'dateLastRun'];

/** POST: a setting for an arrangement that has none; what GET showed is accepted and ignored, as on PUT. */
export const CalculatorSettingCreate = Type.Object({ carArrangementId: idSchema, ...writable, ...ignoredFields(READ_ONLY) }, { additionalProperties: false });
export type CalculatorSettingCreate = Static<typeof CalculatorSettingCreate>;

/** PUT: what GET returned is accepted. */
export const CalculatorSettingUpdate = Type.Object({ carArrangementId: idSchema, ...writable, ...ignoredFields(READ_ONLY) }, { additionalProperties: false });
export type CalculatorSettingUpdate = Static<typeof CalculatorSettingUpdate>;
