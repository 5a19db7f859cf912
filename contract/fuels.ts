/**
 * The fixed fuel codes of spec 02 §3 ("Fuel codes"), without the "* all" wildcard that only filters:
 * natural gas, diesel, diesel hybrid, electric, gas, petrol, petrol hybrid, hydrogen, others. Their names
 * are the `areas` namespace's `fuels.<code>`. A category's fuels (contract/areas/category.ts) and the car list's
 * fuel filter are codes of this list, on the server and in the app.
 */
export const FUEL_CODES = ['ag', 'd', 'dh', 'e', 'g', 'l', 'lh', 'w', 'o'] as const;
export type FuelCode = (typeof FUEL_CODES)[number];

/** Petrol or diesel: what a car arrangement's category needs (spec 02 §5). */
export const hasPetrolOrDiesel = (fuels: readonly unknown[]) => fuels.includes('l') || fuels.includes('d');
