import type { Queryable } from './db';
import { insertRows } from './sql';

/**
 * The non-car catalogue (GET /api-object/{type}/…): a handful of real makers and models per
 * arrangement type, three versions each with a plausible price. Types without a catalogue of their own
 * in this demo (card, model, rocket) answer empty lists.
 */
type ObjectModel = readonly [name: string, basePrice: number, fuel: string | null];

const OBJECTS: Readonly<Record<string, Readonly<Record<string, readonly ObjectModel[]>>>> = {
  bike: {
    Gazelle: [['Ultimate C380', 3_299, 'e'], ['Arroyo C7+', 3_599, 'e'], ['Chamonix', 1_099, null], ['Esprit', 699, null]],
    Batavus: [['Finez E-go', 2_999, 'e'], ['Dinsdag', 849, null], ['Razer', 1_499, 'e']],
    Sparta: [['c-Grid Energy', 2_899, 'e'], ['a-Shine', 2_499, 'e'], ['Pick-Up', 799, null]],
    Cortina: [['E-Common', 1_999, 'e'], ['Common', 749, null]],
    'Riese & Müller': [['Load 75', 7_999, 'e'], ['Charger4', 5_499, 'e'], ['Nevo4', 5_799, 'e']],
    Stromer: [['ST3', 6_990, 'e'], ['ST7', 9_990, 'e']],
    Trek: [['Allant+ 7', 3_999, 'e'], ['FX 3', 1_149, null]],
  },
  truck: {
    DAF: [['XF', 118_000, 'd'], ['XD Electric', 265_000, 'e'], ['LF', 72_000, 'd']],
    Scania: [['R-serie', 125_000, 'd'], ['P-serie', 98_000, 'd']],
    'Volvo Trucks': [['FH', 121_000, 'd'], ['FH Electric', 290_000, 'e'], ['FL Electric', 185_000, 'e']],
    MAN: [['TGX', 117_000, 'd'], ['eTGM', 240_000, 'e']],
  },
  tractor: {
    'John Deere': [['6R 150', 165_000, 'd'], ['8R 410', 420_000, 'd']],
    Fendt: [['724 Vario', 230_000, 'd'], ['e100 Vario', 190_000, 'e']],
    'New Holland': [['T7.270', 205_000, 'd'], ['T6.180 Methane Power', 175_000, 'ag']],
  },
  general: {
    Vespa: [['Elettrica', 7_499, 'e'], ['Primavera 125', 5_299, 'l']],
    NIU: [['MQi GT', 3_299, 'e'], ['NQi Sport', 2_699, 'e']],
    Segway: [['Ninebot Max G2', 899, 'e']],
  },
};

const EDITIONS = ['Base', 'Comfort', 'Premium'] as const;

export async function seedObjectCatalogue(tx: Queryable, now: Date): Promise<void> {
  const brandEntries = Object.entries(OBJECTS).flatMap(([type, brands]) => Object.entries(brands).map(([brand, models]) => ({ type, brand, models })));
  const brands = await insertRows<{ id: number }>(tx, 'object_brands', ['object_type', 'name'], brandEntries.map((b) => [b.type, b.brand]));
  const modelEntries = brandEntries.flatMap((b, i) => b.models.map((model) => ({ brandId: brands[i]!.id, model })));
  const models = await insertRows<{ id: number }>(tx, 'object_models', ['brand_id', 'name'], modelEntries.map((m) => [m.brandId, m.model[0]]));
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await insertRows(tx, 'object_types', ['model_id', 'name', 'fuel_code', 'consumer_price', 'date_added'],
    modelEntries.flatMap((m, i) => EDITIONS.map((edition, e) => {
      const [name, price, fuel] = m.model;
      return [models[i]!.id, `${name} ${edition}`, fuel, Math.round(price * (1 + e * 0.12)), day(30 + ((i * 37 + e * 11) % 900))];
    })), '');
}
