import { createTestServer, loginAs } from '../helpers';
import type { SweepContext } from './requests';
import { installWriteCounter } from './write-counter';
import { listRoutes, type SweptRoute } from './api-routes';

/** A migrated, seeded in-memory server with every route listed and every write counted. */
export async function createSweep(): Promise<SweepContext & { close(): Promise<void> }> {
  const writes: SweptRoute[] = [];
  const reads: SweptRoute[] = [];
  const server = await createTestServer({}, (app) => listRoutes(app, writes, reads));
  await installWriteCounter(server.db);
  const token = (await loginAs(server.app, 'master')).access_token;
  // Rows of the other client, for the "id of another client" kind of hostile value.
  const foreign = await server.db.query<{ id: number }>(
    `SELECT id FROM (
       SELECT id, client_id FROM car_arrangements UNION ALL SELECT id, client_id FROM operating_companies
       UNION ALL SELECT id, client_id FROM drivers UNION ALL SELECT id, client_id FROM orders
     ) r WHERE client_id = (SELECT id FROM clients WHERE name = 'flota-pl') ORDER BY id LIMIT 12`);
  return {
    app: server.app, db: server.db, token, reads, writes, serial: 0,
    foreignIds: foreign.map((r) => r.id),
    close: server.close,
  };
}
