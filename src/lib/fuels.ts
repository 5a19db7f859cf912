/**
 * The fixed fuel codes of spec 02 §3 ("Fuel codes"), without the "* all" wildcard that only filters:
 * natural gas, diesel, diesel hybrid, electric, gas, petrol, petrol hybrid, hydrogen, others. Their names
 * are the `areas` namespace's `fuels.<code>`. The server keeps the same list (server/areas/category.ts,
 * compared in test/src/kit-category.test.ts).
 */
export const FUEL_CODES = ['ag', 'd', 'dh', 'e', 'g', 'l', 'lh', 'w', 'o'] as const;
export type FuelCode = (typeof FUEL_CODES)[number];

/** Petrol or diesel: what a car arrangement's category needs (spec 02 §5). */
export const hasPetrolOrDiesel = (fuels: readonly unknown[]) => fuels.includes('l') || fuels.includes('d');
