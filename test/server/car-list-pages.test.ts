import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestServer, loginAs, type TestServer } from './helpers';
import { describeCarListPages } from './car-list-pages-support';

/** Any page of a car list is the page an OFFSET read gives, on PGlite (issue 40 point 4; car-list-pages-support.ts). */
let t: TestServer;
let token: string;
let ids: { client: number; arrangement: number };

// The supervisor's sign-in only: the lists are read as the supervisor (kitHarness signed in all six test signers).
beforeAll(async () => {
  t = await createTestServer();
  token = (await loginAs(t.app, 'supervisor')).access_token;
  const [row] = await t.db.query<{ client: number; arrangement: number }>(
    "SELECT c.id AS client, a.id AS arrangement FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'demo' AND a.display_name = 'Leaseregeling Directie'");
  ids = row!;
}, 60_000);

afterAll(() => t?.close());

describeCarListPages(() => ({
  db: t.db, clientId: ids.client, arrangementId: ids.arrangement,
  post: (path, body) => t.app.inject({ method: 'POST', url: `/api-admin${path}`, headers: bearer(token), payload: body }),
}));
