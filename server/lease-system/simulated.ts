import type { Queryable } from '../db/db';
import type {
  LeaseComponent, LeaseContractType, LeaseDriver, LeaseMantel, LeaseOptionAccessory, LeaseProfile, LeaseSystemAdapter, LeaseSystemClient,
} from './adapter';

/**
 * The built-in simulated lease system: deterministic answers from the migration 0042 tables (and the option register
 * of 0012), per client. Stored rather than held in code because the server is stateless (two API nodes must answer
 * alike), the debtor and option registers it joins were tables already, and the seed and tests shape it per client
 * like any other data (server/db/seed-lease-system.ts).
 */
export function simulatedLeaseSystem(db: Queryable): LeaseSystemAdapter {
  return {
    kind: 'simulated',
    mantels: (client) => db.query<LeaseMantel>(
      `SELECT mantel_number AS "mantelNumber", description, is_active AS "isActive"
       FROM lease_system_mantels WHERE client_id = $1 ORDER BY mantel_number`, [client.clientId]),

    async contractTypes(client, mantelNumber) {
      const known = await db.query('SELECT 1 FROM lease_system_mantels WHERE client_id = $1 AND mantel_number = $2', [client.clientId, mantelNumber]);
      if (known.length === 0) return null;
      return db.query<LeaseContractType>(
        `SELECT code, description, is_valid AS "isValid" FROM lease_system_contract_types
         WHERE client_id = $1 AND mantel_number = $2 ORDER BY code`, [client.clientId, mantelNumber]);
    },

    profiles: (client) => db.query<LeaseProfile>(
      'SELECT code, description FROM lease_system_profiles WHERE client_id = $1 ORDER BY code', [client.clientId]),

    components: (client, mantelNumber) => db.query<LeaseComponent>(
      `SELECT component_nr AS "componentNr", description FROM lease_system_components
       WHERE client_id = $1 AND mantel_number = $2 ORDER BY component_nr`, [client.clientId, mantelNumber]),

    optionAccessories: (client, mantelNumber) => db.query<LeaseOptionAccessory>(
      `SELECT o.code, o.description, o.is_standard_if_chosen AS "isStandardIfChosen" FROM lease_system_option_accessories o
       WHERE o.client_id = $1 AND (o.mantel_number IS NULL OR o.mantel_number = $2)
         AND EXISTS (SELECT 1 FROM lease_system_mantels m WHERE m.client_id = $1 AND m.mantel_number = $2)
       ORDER BY o.code`, [client.clientId, mantelNumber]),

    async driver(client: LeaseSystemClient, id: string) {
      const [row] = await db.query<LeaseDriver>(
        `SELECT driver_id AS "leaseWiseDriverId", first_name AS "firstName", NULLIF(prefix_surname, '') AS "prefixSurname", surname,
           email_address AS "emailAddress", NULLIF(telephone_nr, '') AS "telephoneNr", debtor_number AS "debtorNumber"
         FROM lease_system_drivers WHERE client_id = $1 AND driver_id = $2`, [client.clientId, id]);
      return row ?? null;
    },
  };
}
