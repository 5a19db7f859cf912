import { Type, type Static } from 'typebox';

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

/** Every value a schema of a whole range in steps allows (minimum to maximum by multipleOf): the form's ticks. */
function stepsOf(schema: object): readonly number[] {
  const { minimum = 0, maximum = minimum, multipleOf = 1 } = schema as { minimum?: number; maximum?: number; multipleOf?: number };
  return Array.from({ length: Math.floor((maximum - minimum) / multipleOf) + 1 }, (_, i) => minimum + i * multipleOf);
}

/** The durations a driver may be offered, in months (6 to 72, step 6). */
export const DURATIONS = stepsOf(duration);
/** The yearly kilometres a driver may be offered (5,000 to 80,000, step 5,000). */
export const KILOMETRES = stepsOf(kilometres);
