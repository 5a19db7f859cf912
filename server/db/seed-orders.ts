/**
 * Demo details the driver list filters need (last logins, sent welcome mails, debtor numbers,
 * lease-system ids, part-time, watching-only, order statuses) and 300 demo orders across the
 * statuses. Derived from the row index and the seed moment only (no Math.random), in a few
 * set-based statements, so PGlite seeds them in milliseconds.
 */
import type { Queryable } from './db';
import { insertRows } from './sql';

const DAY_MS = 24 * 3600 * 1000;

const COLOURS = ['Zwart metallic', 'Wit', 'Grijs metallic', 'Blauw', 'Rood', 'Zilver metallic'] as const;
const UPHOLSTERY = ['Stof zwart', 'Leder zwart', 'Alcantara grijs', 'Stof antraciet'] as const;
const FUELS = [['e', 'A', 0], ['lh', 'B', 98], ['l', 'C', 131], ['d', 'C', 124], ['dh', 'B', 104]] as const;
const REJECTIONS = ['Leaseprijs boven de norm van de categorie', 'Opties niet toegestaan binnen de regeling', 'Dubbele bestelling'] as const;
const CONTACTS = ['M. de Vries (wagenparkbeheer)', 'S. Jansen (HR)', 'P. Bakker (inkoop)'] as const;
const OPTIONS = [['OPT-NAV', 'Navigatiesysteem', 850], ['OPT-TRK', 'Trekhaak', 640], ['OPT-PAN', 'Panoramadak', 1150]] as const;
const ACCESSORIES = [['ACC-MAT', 'Rubberen matten', 95], ['ACC-LAD', 'Laadkabel type 2', 240]] as const;
const COMPONENTS = [['CMP-WIN', 'Winterbanden', 28], ['CMP-VRV', 'Vervangend vervoer', 12]] as const;

/**
 * The leasing system's debtor register for a client: every debtor number its drivers carry, plus
 * `spare` numbers no driver has yet (`<prefix>9<nnnn>`), so a new driver can be given a known number.
 */
export async function seedLeaseSystemDebtors(tx: Queryable, clientId: number, prefix: string, spare: number): Promise<void> {
  await tx.query(
    `INSERT INTO lease_system_debtors (client_id, debtor_number)
     SELECT DISTINCT $1::int, debtor_number FROM drivers WHERE client_id = $1 AND debtor_number IS NOT NULL
     UNION SELECT $1::int, $2 || (90000 + i)::text FROM generate_series(1, $3::int) AS i
     ON CONFLICT DO NOTHING`,
    [clientId, prefix, spare],
  );
}

/** Fills the richer driver fields of one client's drivers in place (ids in insert order). */
export async function seedDriverDetails(tx: Queryable, clientId: number, now: Date): Promise<void> {
  // Every 3rd driver logged in within the last 90 days; all but every 40th got the welcome mail (the dashboard's
  // "welcome mails not sent" then shows a handful to follow up, as a real client would have).
  await tx.query(
    `WITH n AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM drivers WHERE client_id = $1)
     UPDATE drivers d SET
       date_last_login = CASE WHEN n.i % 3 = 0 THEN $2::timestamptz - make_interval(days => (n.i % 90)::int, mins => (n.i * 37 % 600)::int) END,
       email_has_been_sent = n.i % 40 <> 39,
       date_email_sent = CASE WHEN n.i % 40 <> 39 THEN $2::timestamptz - make_interval(days => (100 + n.i % 200)::int) END,
       debtor_number = CASE WHEN n.i % 5 = 0 THEN 'DEB-' || lpad((10000 + n.i)::text, 6, '0') END,
       lease_wise_driver_id = CASE WHEN n.i % 4 = 0 THEN 'LW-' || (200000 + n.i)::text END,
       fleet_management_driver_id = CASE WHEN n.i % 8 = 0 THEN 'FM-' || (500000 + n.i)::text END,
       part_time_percentage = CASE WHEN n.i % 7 = 0 THEN 80 WHEN n.i % 11 = 0 THEN 60 WHEN n.i % 19 = 0 THEN 0 ELSE 100 END,
       is_watching_only = n.i % 53 = 52,
       date_of_birth = DATE '1965-01-01' + ((n.i * 97) % 12000)::int
     FROM n WHERE d.id = n.id`,
    [clientId, now],
  );
}

interface Candidate {
  driver_id: number;
  car_arrangement_id: number;
  category_id: number | null;
  data_object_type: string;
  norm_lease: string | null;
}

/** 300 orders of the demo client: two thirds under arrangements, a third under the mobility container. */
export async function seedOrders(tx: Queryable, clientId: number, containerId: number, now: Date, count = 300): Promise<void> {
  const candidates = await tx.query<Candidate>(
    `SELECT b.driver_id, b.car_arrangement_id, b.category_id, ca.data_object_type, c.norm_lease
     FROM driver_arrangement_bindings b
     JOIN car_arrangements ca ON ca.client_id = b.client_id AND ca.id = b.car_arrangement_id
     JOIN car_arrangement_settings s ON s.client_id = ca.client_id AND s.car_arrangement_id = ca.id AND s.is_active_online_for_drivers
     LEFT JOIN categories c ON c.client_id = b.client_id AND c.id = b.category_id
     WHERE b.client_id = $1 ORDER BY b.driver_id, b.car_arrangement_id`, [clientId]);
  const containerDrivers = await tx.query<{ driver_id: number }>(
    'SELECT driver_id FROM driver_mobility_container_bindings WHERE client_id = $1 AND mobility_container_id = $2 ORDER BY driver_id',
    [clientId, containerId]);
  // The leasing companies car orders go through; approval mails them (spec 02 §4).
  const leasingCompanies = await insertRows<{ id: number }>(tx, 'order_companies', ['client_id', 'name', 'address', 'postal_code', 'city', 'email', 'phone_number'], [
    [clientId, 'Noordlease B.V.', 'Stationsweg 12', '9726 AC', 'Groningen', 'bestellingen@noordlease.test', '+31 50 123 4567'],
    [clientId, 'Autolease Zuid', 'Markt 3', '5611 EB', 'Eindhoven', 'orders@autolease-zuid.test', '+31 40 765 4321'],
  ]);
  const rows: unknown[][] = [];
  const ordered = new Map<string, [number, string, Date]>();
  for (let i = 0; i < count; i++) {
    const inContainer = i % 3 === 2 && containerDrivers.length > 0;
    const cand = candidates[(i * 7) % candidates.length]!;
    const driverId = inContainer ? containerDrivers[(i * 5) % containerDrivers.length]!.driver_id : cand.driver_id;
    const status = i % 5 < 2 ? 'open' : i % 5 < 4 ? 'approved' : 'rejected';
    const dateOrdered = new Date(now.getTime() - ((i * 13) % 180 + 1) * DAY_MS - (i % 24) * 3600 * 1000);
    const decided = new Date(dateOrdered.getTime() + ((i % 6) + 1) * DAY_MS);
    const [fuel, label, co2] = FUELS[i % FUELS.length]!;
    const norm = cand.norm_lease === null ? 600 : Number(cand.norm_lease);
    const leasePrice = Math.round((norm * (0.85 + (i % 9) * 0.03)) * 100) / 100;
    const isBike = cand.data_object_type === 'bike';
    // Order numbers such as ORD-2026-00042; every 50th carries a remark starting with "=", like a pasted formula.
    rows.push([
      clientId, `ORD-2026-${String(i + 1).padStart(5, '0')}`, driverId,
      inContainer ? null : cand.car_arrangement_id, inContainer ? containerId : null, inContainer ? null : cand.category_id,
      isBike ? null : fuel, isBike ? null : label, isBike ? null : co2,
      COLOURS[i % COLOURS.length], isBike ? '' : UPHOLSTERY[i % UPHOLSTERY.length],
      isBike ? null : 10000 + (i % 6) * 5000, 36 + (i % 3) * 12, i % 10 === 0 ? 48 : null,
      Math.round(norm * 0.7), norm, leasePrice, leasePrice > norm ? Math.round((leasePrice - norm) * 100) / 100 : 0,
      i % 50 === 0 ? '=SUM(1+1) graag snel leveren' : i % 4 === 0 ? 'Graag levering voor de zomervakantie.' : '',
      CONTACTS[i % CONTACTS.length], status, dateOrdered,
      status === 'approved' ? decided : null, status === 'rejected' ? decided : null,
      status === 'rejected' ? REJECTIONS[i % REJECTIONS.length] : null,
      inContainer ? null : leasingCompanies[i % leasingCompanies.length]!.id,
    ]);
    if (status !== 'rejected' && !inContainer) ordered.set(`${driverId}/${cand.data_object_type}`, [driverId, cand.data_object_type, dateOrdered]);
  }
  const inserted = await insertRows<{ id: number }>(tx, 'orders', [
    'client_id', 'order_number', 'driver_id', 'car_arrangement_id', 'mobility_container_id', 'category_id', 'fuel_code',
    'fuel_label', 'co2', 'colour', 'upholstery', 'km_per_year', 'duration_months', 'duration_months_admin', 'min_lease',
    'max_lease', 'lease_price', 'own_contribution', 'remark', 'contact_person', 'status', 'date_ordered', 'date_approved',
    'date_rejected', 'rejection_reason', 'order_company_id'], rows);
  const lines: unknown[][] = [];
  inserted.forEach((o, i) => {
    if (i % 2 === 0) { const [code, d, p] = OPTIONS[i % OPTIONS.length]!; lines.push([clientId, o.id, 'option', code, d, p]); }
    if (i % 3 === 0) { const [code, d, p] = ACCESSORIES[i % ACCESSORIES.length]!; lines.push([clientId, o.id, 'accessory', code, d, p]); }
    const [code, d, p] = COMPONENTS[i % COMPONENTS.length]!;
    lines.push([clientId, o.id, 'component', code, d, p]);
  });
  await insertRows(tx, 'order_lines', ['client_id', 'order_id', 'kind', 'code', 'description', 'price'], lines, '');
  await insertRows(tx, 'driver_order_statuses', ['client_id', 'driver_id', 'arrangement_type', 'has_ordered', 'date_ordered'],
    [...ordered.values()].map(([driverId, type, date]) => [clientId, driverId, type, true, date]), '');
}
