import type { Queryable } from './db';
import { insertRows } from './sql';

/** The demo client's dealers: [name, city, address, e-mail, phone, mantel number or null]. */
const DEALERS: readonly (readonly [string, string, string, string, string, string | null])[] = [
  ['Van Mossel Volkswagen', 'Utrecht', 'Franciscusdreef 70', 'verkoop.utrecht@vanmossel.test', '+31 30 600 1200', 'M-1001'],
  ['Pon Dealer Amsterdam', 'Amsterdam', 'Klaprozenweg 75', 'zakelijk@pondealer.test', '+31 20 630 4400', 'M-1001'],
  ['Bochane BMW', 'Amsterdam', 'Naritaweg 1', 'fleet@bochane.test', '+31 20 446 6000', 'M-1001'],
  ['Dealer Groep Zuid BMW', 'Eindhoven', 'Hurksestraat 16', 'lease@dgzuid.test', '+31 40 250 9900', 'M-1002'],
  ['Kia Stam', 'Rotterdam', 'Driemanssteeweg 200', 'zakelijk@kiastam.test', '+31 10 482 3300', null],
  ['Tesla Centrum Amsterdam', 'Amsterdam', 'Fokkerweg 300', 'fleet-nl@tesla.test', '+31 20 365 0008', null],
  ['Volvo Broekhuis', 'Zwolle', 'Ceintuurbaan 25', 'zakelijk@broekhuis.test', '+31 38 469 8800', 'M-1002'],
  ['Peugeot Wittebrug', 'Den Haag', 'Donau 10', 'fleet@wittebrug.test', '+31 70 307 5500', null],
];

/** Preferred per brand on Leaseregeling 2026: [brand, dealer, central purchasing]. */
const PREFERRED: readonly (readonly [string, string, boolean])[] = [
  ['Volkswagen', 'Van Mossel Volkswagen', true],
  ['Volkswagen', 'Pon Dealer Amsterdam', false],
  ['BMW', 'Bochane BMW', false],
  ['Kia', 'Kia Stam', false],
  ['Tesla', 'Tesla Centrum Amsterdam', false],
];

/**
 * Dealers and Leaseregeling 2026's preferred dealers (spec 02 §3), so the preferred-dealer screen shows real
 * content. Brands are the catalogue's by name; a brand the catalogue lacks is left out rather than invented.
 */
export async function seedDealers(tx: Queryable, clientId: number): Promise<void> {
  const dealers = await insertRows<{ id: number; name: string }>(tx, 'dealers', ['client_id', 'name', 'city', 'address', 'email', 'phone_number', 'mantel_number'],
    DEALERS.map((row) => [clientId, ...row]), 'id, name');
  const [arrangement] = await tx.query<{ id: number }>("SELECT id FROM car_arrangements WHERE client_id = $1 AND display_name = 'Leaseregeling 2026'", [clientId]);
  const brands = await tx.query<{ id: number; name: string }>('SELECT id, name FROM brands WHERE name = ANY ($1::text[])', [[...new Set(PREFERRED.map(([b]) => b))]]);
  const rows = PREFERRED.flatMap(([brand, dealer, central]) => {
    const brandId = brands.find((b) => b.name === brand)?.id;
    const dealerId = dealers.find((d) => d.name === dealer)?.id;
    return brandId === undefined || dealerId === undefined || !arrangement ? [] : [[clientId, arrangement.id, brandId, dealerId, central]];
  });
  if (rows.length > 0) await insertRows(tx, 'preferred_dealers', ['client_id', 'car_arrangement_id', 'brand_id', 'dealer_id', 'is_central_purchasing'], rows, '');
}
