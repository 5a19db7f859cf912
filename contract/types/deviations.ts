/*
 * Deviations' fixed lists (spec 02 §3) as the wire spells them: one list for the area's contract
 * (contract/areas/deviation.ts) and the app's form and overview (src/areas/deviation.ts, src/lib/deviations.ts).
 */

/** Deviation direction: smaller, larger, equal (the overview's deviationLGS). */
export const DEVIATION_DIRECTIONS = ['smaller', 'larger', 'equal'] as const;
/** Deviation adjustment: added or subtracted. */
export const DEVIATION_ADJUSTMENTS = ['addition', 'deduction'] as const;
/** Deviation basis: CO2 or fuel label (co2FuelLabel1). */
export const DEVIATION_BASES = ['co2', 'fuelLabel'] as const;
/** Deviation applies to: own contribution, max lease or lease price (norm lease per category). */
export const DEVIATION_APPLIES_TO = ['ownContribution', 'maxLease', 'leasePrice'] as const;
/** deviationPB: the value is an amount in euros or a percentage. */
export const DEVIATION_UNITS = ['amount', 'percentage'] as const;
/** Petrol or diesel: the overview reads a row without category as "all categories petrol" or "… diesel" (spec 01 §7). */
export const DEVIATION_FUELS = ['l', 'd'] as const;
/** Energy labels A to G (spec 02 §3); "-" (n.v.t.) compares nothing, so a deviation cannot name it. */
export const FUEL_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
/** co2FuelLabel2, the contract's code of the basis: 2 a CO2 value, 3 a fuel label. */
export const CO2_CODE = 2;
export const FUEL_LABEL_CODE = 3;
/** The largest CO2 value (g/km) a deviation compares with. */
export const MAX_CO2 = 1000;
