import type { Queryable } from './db';
import { insertRows } from './sql';

/**
 * The demo client's simulated lease system (migration 0042, server/lease-system/simulated.ts), shaped around the demo
 * arrangements: their mantels M-1001, M-1002 and M-1003 exist and are active, M-0999 (last year's, coupled to the
 * inactive "Leaseregeling 2025") has ended, and M-1004 and M-1005 are not coupled yet (Fietsplan and the general
 * arrangement have no mantel, so there is something to couple). Leaseregeling 2026's "Tank- en laadpas" (CMP-TNK) is
 * no longer in the lease system. Drivers: twelve the demo already holds by lease-system id, and three it does not.
 */
export async function seedLeaseSystem(tx: Queryable, clientId: number): Promise<void> {
  const mantels: [string, string, boolean][] = [
    ['M-0999', 'Raamcontract personenauto 2025', false],
    ['M-1001', 'Raamcontract personenauto 2026', true],
    ['M-1002', 'Raamcontract directie', true],
    ['M-1003', 'Raamcontract bedrijfswagens', true],
    ['M-1004', 'Raamcontract elektrisch rijden', true],
    ['M-1005', 'Raamcontract fietsen en e-bikes', true],
  ];
  await insertRows(tx, 'lease_system_mantels', ['client_id', 'mantel_number', 'description', 'is_active'],
    mantels.map((m) => [clientId, ...m]), '');
  await insertRows(tx, 'lease_system_contract_types', ['client_id', 'mantel_number', 'code', 'description', 'is_valid'], [
    ['M-0999', 'OL', 'Operational lease', false],
    ['M-1001', 'OL', 'Operational lease', true], ['M-1001', 'FL', 'Financial lease', true],
    ['M-1002', 'OL', 'Operational lease', true], ['M-1002', 'NL', 'Net operational lease', true],
    ['M-1003', 'OL', 'Operational lease', true], ['M-1003', 'SL', 'Short lease', false],
    ['M-1004', 'OL', 'Operational lease', true], ['M-1004', 'PL', 'Private lease via werkgever', true],
    ['M-1005', 'FP', 'Fietsplan', true],
  ].map((row) => [clientId, ...row]), '');
  await insertRows(tx, 'lease_system_profiles', ['client_id', 'code', 'description'], [
    ['STD', 'Standaard medewerker'], ['DIR', 'Directie'], ['EV', 'Elektrisch rijden'], ['BW', 'Bedrijfswagen'],
  ].map((row) => [clientId, ...row]), '');
  await insertRows(tx, 'lease_system_components', ['client_id', 'mantel_number', 'component_nr', 'description'], [
    ['M-1001', 'CMP-WIN', 'Winterbanden'], ['M-1001', 'CMP-VRV', 'Vervangend vervoer'], ['M-1001', 'CMP-PCH', 'Pechhulp Europa'],
    ['M-1002', 'CMP-WIN', 'Winterbanden'], ['M-1002', 'CMP-VRV', 'Vervangend vervoer binnen 4 uur'], ['M-1002', 'CMP-ONH', 'Onderhoud aan huis'],
    ['M-1003', 'CMP-BLK', 'Bedrijfswageninrichting'],
    ['M-1004', 'CMP-LAD', 'Thuislader met installatie'], ['M-1004', 'CMP-WIN', 'Winterbanden'],
    ['M-1005', 'CMP-VZK', 'Fietsverzekering'],
  ].map((row) => [clientId, ...row]), '');
  // The option register (seed-kit.ts) offers its options under every mantel; the towbar of the bus contract only there.
  await insertRows(tx, 'lease_system_option_accessories', ['client_id', 'code', 'description', 'is_standard_if_chosen', 'mantel_number'], [
    [clientId, 'OPT-TRB', 'Trekhaak afneembaar', false, 'M-1003'],
  ], '');
  await tx.query(`UPDATE car_arrangements SET contract_type = 'OL' WHERE client_id = $1 AND mantel_number IN ('M-0999', 'M-1001', 'M-1002', 'M-1003')`, [clientId]);

  // Twelve drivers the demo holds by lease-system id, as the lease system knows them, and three new to the demo.
  await tx.query(
    `INSERT INTO lease_system_drivers (client_id, driver_id, first_name, prefix_surname, surname, email_address, telephone_nr, debtor_number)
     SELECT client_id, lease_wise_driver_id, first_name, prefix_surname, surname, email_address, telephone_nr, debtor_number
     FROM drivers WHERE client_id = $1 AND lease_wise_driver_id IS NOT NULL ORDER BY id LIMIT 12`, [clientId]);
  await insertRows(tx, 'lease_system_drivers', ['client_id', 'driver_id', 'first_name', 'prefix_surname', 'surname', 'email_address', 'telephone_nr'], [
    ['LW-900001', 'Noor', 'van der', 'Heijden', 'noor.vanderheijden@demo-mobility.test', '+31 6 1234 5001'],
    ['LW-900002', 'Daan', '', 'Jacobs', 'daan.jacobs@demo-mobility.test', '+31 6 1234 5002'],
    ['LW-900003', 'Sanne', 'de', 'Graaf', 'sanne.degraaf@demo-mobility.test', ''],
  ].map((row) => [clientId, ...row]), '');
}
