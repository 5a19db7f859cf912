import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { logoBlobName } from '../../server/db/seed-data';
import { KIT_AREAS } from '../../server/areas';
import { LICENCE_REFUSALS } from '../../server/plugins/licences';
import type { Licenses } from '../../contract/types/core';
import { licenceColumn, licenceOfPath } from './matrix-licences';
import { bearer, createTestServerListingRoutes, loginAs, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The whole API's access matrix. Every route the server registers under /api-admin, /api-admin-auth and /api-omr
 * must have at least one row here, with the answer expected for each caller: no token, the other client's
 * supervisor, and each role of the demo client. A route registered without a row, or a row for a route
 * nobody registers, fails the suite — so every new area is covered the moment it is registered.
 *
 * Gate rows pass the auth layer with a body or query the schema refuses: 400 means "let through", 401 and
 * 403 are the auth hooks' answers. Scope rows send a real request that reaches outside the caller's client
 * or operating-company reach, where 404 (like an unknown id) is the only right answer. Callers run from the
 * least to the most privileged, so a write an administrator is allowed to make never changes what a
 * narrower caller is asked about in the same row.
 */
const CALLERS = ['anonymous', 'polish', 'subsupervisor', 'fleetmanagement', 'bulk', 'supervisor', 'master'] as const;
type Caller = (typeof CALLERS)[number];

interface Row {
  what: string;
  method: HTTPMethods;
  /** Path and query; a function when callers need different ids. */
  url: string | ((caller: Caller) => string);
  payload?: unknown | ((caller: Caller) => unknown);
  /** Expected status per caller, in CALLERS order: anonymous polish subsupervisor fleetmanagement bulk supervisor master. */
  expect: string;
  /** The request ends the caller's session (logout): sign in afresh for it. */
  freshSession?: boolean;
  headers?: Record<string, string>;
  /**
   * The licence column: the client's licence switch the route needs (absent: none). Each licensed row is replayed
   * with that licence off for the demo client, and must then be refused (403 naming it) to a caller it otherwise lets
   * through; a row under a licensed area's path (./matrix-licences.ts) must name that area's licence.
   */
  licence?: keyof Licenses;
}

/** `rows` with their licence column set to `licence`. */
const licensed = (licence: keyof Licenses, rows: Row[]): Row[] => rows.map((row) => ({ ...row, licence }));

let t: TestServer;
let registered = new Set<string>();
let tokens = new Map<TestSigner, string>();

/** Demo-data ids the rows need, read from the seeded database. */
const ids = {
  demo: 0, polish: 0,
  arrangementIn: 0, arrangementOut: 0, categoryOut: 0, polishArrangement: 0,
  driverIn: 0, driverOut: 0,
  containerBound: 0, containerUnbound: 0, mobilityCategoryUnbound: 0, mobilityProductUnbound: 0,
  mailLog: 0, emailSettingDefault: 0,
  companyIn: 0, companyOut: 0, companyPolish: 0, spareCompany: new Map<Caller, number>(),
  orderIn: 0, orderOut: 0, carType: 0,
  /** The price workbook of the demo client's seeded bulk run, and a file of the client that is none (its logo). */
  bulkFile: 0, notBulkFile: 0,
  privateBlob: 'matrix-private.pdf',
  /** The provider's welcome template and its type, a variable, and the demo's Leaseregeling 2026 welcome template (outside nobody's reach but the sub-supervisor's, who has no mail). */
  providerTemplate: 0, welcomeType: 0, mailVariable: 0, templateWithFile: 0, templateAttachment: 0,
  /** A seeded release note (provider-wide: every client's supervisor reads it). */
  releaseNote: 0,
  /** The demo client's smallest seeded bulk comparer profile (issue 19 point 4): one arrangement, one fuel. */
  comparerProfile: 0,
  /** Accounts: the demo master, bulk user and sub-supervisor, and the Polish supervisor. */
  accountMaster: 0, accountBulk: 0, accountSub: 0, accountPolish: 0,
  /** A demo-client row of each resource-kit area's table. */
  kitRow: new Map<string, number>(),
};

async function one(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`fixture not found: ${sql}`);
  return row.id;
}

beforeAll(async () => {
  const server = await createTestServerListingRoutes();
  t = server;
  registered = server.routes;
  tokens = await signInEveryone(t.app);

  ids.demo = await one("SELECT id FROM clients WHERE name = 'demo'");
  ids.polish = await one("SELECT id FROM clients WHERE name = 'flota-pl'");
  const arrangement = (name: string) => one('SELECT id FROM car_arrangements WHERE display_name = $1', [name]);
  // The sub-supervisor administers Demo Mobility Noord: Leaseregeling 2026 and Fietsplan, not Directie.
  ids.arrangementIn = await arrangement('Leaseregeling 2026');
  ids.arrangementOut = await arrangement('Leaseregeling Directie');
  ids.categoryOut = await one('SELECT id FROM categories WHERE car_arrangement_id = $1 LIMIT 1', [ids.arrangementOut]);
  ids.polishArrangement = await arrangement('Flota 2026');
  const company = (name: string) => one('SELECT id FROM operating_companies WHERE name = $1', [name]);
  ids.companyIn = await company('Demo Mobility Noord');
  ids.companyOut = await company('Demo Mobility Zuid');
  ids.companyPolish = await company('Flota Warszawa');
  ids.driverIn = await one(
    `SELECT d.id FROM drivers d WHERE d.operating_company_id = $1
       AND EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.driver_id = d.id AND b.car_arrangement_id = $2)
     ORDER BY d.id LIMIT 1`, [ids.companyIn, ids.arrangementIn]);
  ids.driverOut = await one(
    `SELECT d.id FROM drivers d WHERE EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.driver_id = d.id AND b.car_arrangement_id = $1)
       AND NOT EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.driver_id = d.id AND b.car_arrangement_id <> $1)
     ORDER BY d.id LIMIT 1`, [ids.arrangementOut]);
  ids.containerBound = await one("SELECT id FROM mobility_containers WHERE display_name = 'Mobiliteitsbudget'");
  ids.containerUnbound = await one("SELECT id FROM mobility_containers WHERE display_name = 'Flexibel reizen (pilot)'");
  ids.mobilityCategoryUnbound = await one(
    `INSERT INTO mobility_categories (client_id, mobility_container_id, display_name) VALUES ($1, $2, 'Matrix category') RETURNING id`,
    [ids.demo, ids.containerUnbound]);
  ids.mobilityProductUnbound = await one('SELECT id FROM mobility_products WHERE mobility_container_id = $1 ORDER BY id LIMIT 1', [ids.containerUnbound]);
  ids.orderIn = await one('SELECT id FROM orders WHERE car_arrangement_id = $1 ORDER BY id LIMIT 1', [ids.arrangementIn]);
  ids.orderOut = await one('SELECT id FROM orders WHERE car_arrangement_id = $1 ORDER BY id LIMIT 1', [ids.arrangementOut]);
  ids.carType = await one('SELECT id FROM car_types ORDER BY id LIMIT 1');
  for (const caller of ['supervisor', 'master'] as const) {
    ids.spareCompany.set(caller, await one(
      'INSERT INTO operating_companies (client_id, name) VALUES ($1, $2) RETURNING id', [ids.demo, `Matrix spare ${caller}`]));
  }
  ids.mailLog = await one(
    `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at, status) VALUES ($1, 'fleet@demo-mobility.test', 'matrix@demo-mobility.test', 'Matrix', now(), 'sent') RETURNING id`,
    [ids.demo]);
  ids.emailSettingDefault = await one('SELECT id FROM email_settings WHERE client_id = $1 AND car_arrangement_id IS NULL AND mobility_container_id IS NULL', [ids.demo]);
  ids.welcomeType = await one('SELECT id FROM email_template_types WHERE type_number = 0');
  ids.providerTemplate = await one('SELECT id FROM email_templates WHERE client_id IS NULL AND email_template_type_id = $1', [ids.welcomeType]);
  ids.mailVariable = await one("SELECT id FROM email_template_variables WHERE prefix = 'driver' AND name = 'firstName'");
  ids.templateAttachment = await one('SELECT a.id FROM email_template_attachments a WHERE a.client_id = $1 ORDER BY a.id LIMIT 1', [ids.demo]);
  ids.templateWithFile = await one('SELECT email_template_id AS id FROM email_template_attachments WHERE id = $1', [ids.templateAttachment]);
  ids.releaseNote = await one('SELECT id FROM release_notes ORDER BY id LIMIT 1');
  ids.bulkFile = await one('SELECT file_blob_id AS id FROM bulk_run_arrangements WHERE client_id = $1 AND file_blob_id IS NOT NULL LIMIT 1', [ids.demo]);
  ids.notBulkFile = await one('SELECT id FROM blobs WHERE name = $1', [logoBlobName('demo')]);
  ids.comparerProfile = await one("SELECT id FROM bulk_comparer_profiles WHERE client_id = $1 AND name = 'Directie elektrisch'", [ids.demo]);
  const account = (email: string) => one('SELECT id FROM accounts WHERE email_address = $1', [email]);
  ids.accountMaster = await account('master@demo.leasedesk.test');
  ids.accountBulk = await account('bulk@demo.leasedesk.test');
  ids.accountSub = await account('subsupervisor@demo.leasedesk.test');
  ids.accountPolish = await account('supervisor@flota-pl.leasedesk.test');
  for (const area of KIT_AREAS) ids.kitRow.set(area.table, await one(`SELECT id FROM ${area.table} WHERE client_id = $1 ORDER BY id LIMIT 1`, [ids.demo]));
  await t.db.query(
    `INSERT INTO blobs (client_id, name, original_file_name, content_type, data, is_public) VALUES ($1, $2, 'a.pdf', 'application/pdf', $3, false)`,
    [ids.demo, ids.privateBlob, Buffer.from('%PDF-1.4 matrix')]);
}, 60_000);

afterAll(() => t?.close());

const ANALYZER = '/api-omr/getRedenAutoNietGevonden_omrmapi';
const q = (path: string, query: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

const validDriver = (caller: Caller, extra: Record<string, unknown>) => ({
  emailAddress: `matrix.${caller}@demo-mobility.test`, firstName: 'Matrix', surname: caller, ...extra,
});

function rows(): Row[] {
  return [
    // Sign-in and tokens: open to anyone, they answer the body.
    { what: 'sign-in without credentials', method: 'POST', url: '/api-admin-auth', payload: {}, expect: '400 400 400 400 400 400 400' },
    { what: 'token refresh without a grant', method: 'POST', url: '/api-admin-auth/oauth/token', payload: {}, expect: '400 400 400 400 400 400 400' },
    { what: 'logout', method: 'POST', url: '/api-admin-auth/logout', expect: '401 200 200 200 200 200 200', freshSession: true },

    // The API's description (issue 38 point 4, server/openapi): open to anyone, it holds no data; the page's files below /api-admin/docs too.
    { what: 'the OpenAPI document', method: 'GET', url: '/api-admin/openapi.json', expect: '200 200 200 200 200 200 200' },
    { what: 'the API documentation page', method: 'GET', url: '/api-admin/docs', expect: '200 200 200 200 200 200 200' },
    { what: 'the documentation page\'s script', method: 'GET', url: '/api-admin/docs/static/swagger-initializer.js', expect: '200 200 200 200 200 200 200' },
    { what: 'the documentation page\'s files', method: 'GET', url: '/api-admin/docs/static/swagger-ui.css', expect: '200 200 200 200 200 200 200' },
    { what: 'the documentation page\'s index.html, sent to the page', method: 'GET', url: '/api-admin/docs/static/index.html', expect: '302 302 302 302 302 302 302' },
    { what: 'the documentation page\'s copy of the document', method: 'GET', url: '/api-admin/docs/json', expect: '200 200 200 200 200 200 200' },
    { what: 'the documentation page\'s copy of the document as YAML', method: 'GET', url: '/api-admin/docs/yaml', expect: '200 200 200 200 200 200 200' },

    // The shell.
    { what: 'own client setting (anonymous needs a clientName)', method: 'GET', url: '/api-admin/clientsetting', expect: '400 200 200 200 200 200 200' },
    { what: 'client setting write, gate', method: 'PUT', url: '/api-admin/clientsetting', payload: { primaryColor: 'red' }, expect: '401 400 403 403 403 400 400' },
    { what: 'licences', method: 'GET', url: '/api-admin/clientsetting/licenses', expect: '401 200 200 200 200 200 200' },
    // The home dashboard: everyone but bulk (the access table's dashboard); each figure within the caller's own reach.
    { what: 'home dashboard', method: 'GET', url: '/api-admin/dashboard', expect: '401 200 200 200 403 200 200' },
    // The bulk calculator: supervisor and master with the lease-system licence (the Polish client has none). The
    // supervisor's runbulk queues a run (no worker in this server), the master's answers it with alreadyActive.
    ...licensed('hasLeaseWise', [
      { what: 'bulk status', method: 'GET', url: '/api-admin/clientsetting/bulkstatus', expect: '401 403 403 403 403 200 200' },
      { what: 'bulk run start', method: 'GET', url: '/api-admin/clientsetting/runbulk', expect: '401 403 403 403 403 200 200' },
      { what: 'bulk summary', method: 'GET', url: '/api-admin/clientsetting/bulksummary', expect: '401 403 403 403 403 200 200' },
      { what: 'bulk file check', method: 'GET', url: '/api-admin/clientsetting/bulkFileCheck', expect: '401 403 403 403 403 200 200' },
      { what: 'bulk workbook', method: 'GET', url: () => q('/api-admin/clientsetting/bulkfile', { fileId: ids.bulkFile }), expect: '401 403 403 403 403 200 200' },
      { what: 'bulk workbook: a file of the client that is no workbook', method: 'GET', url: () => q('/api-admin/clientsetting/bulkfile', { fileId: ids.notBulkFile }), expect: '401 403 403 403 403 404 404' },
    ]),
    ...['uploadlogo', 'uploadfavicon'].flatMap((path): Row[] => [
      { what: `client ${path}, gate`, method: 'POST', url: `/api-admin/clientsetting/${path}`, expect: '401 400 403 403 403 400 400' },
      {
        // The demo's callers name the Polish client: 404 before the file is read. Its own supervisor reaches the file check (JSON is no file).
        what: `client ${path} of the Polish client`, method: 'POST', url: q(`/api-admin/clientsetting/${path}`, { clientId: ids.polish }), payload: {},
        expect: '401 415 403 403 403 404 404',
      },
    ]),
    { what: 'own interface preferences', method: 'GET', url: '/api-admin/account/preferences', expect: '401 200 200 200 200 200 200' },
    { what: 'interface preferences, gate', method: 'PUT', url: '/api-admin/account/preferences', payload: {}, expect: '401 400 400 400 400 400 400' },
    { what: 'the dark theme (master only)', method: 'PUT', url: '/api-admin/account/preferences', payload: { theme: 'dark' }, expect: '401 403 403 403 403 403 200' },
    { what: 'client check', method: 'POST', url: '/api-admin/client/check', payload: { asGuid: true }, expect: '401 200 200 200 200 200 200' },
    { what: 'current account', method: 'GET', url: '/api-admin/account/currentloggedinaccount', expect: '401 200 200 200 200 200 200' },
    // The switch toggles the caller's session: each caller signs in afresh for it.
    { what: 'switch to sub-supervisor (masters only)', method: 'GET', url: '/api-admin/amw/switchtosubsupervisor', expect: '401 403 403 403 403 403 200', freshSession: true },

    // Accounts (issue 18): supervisor and above; another client's account is a 404, one ranked above the caller's a 403.
    { what: 'accounts', method: 'GET', url: q('/api-admin/account', { includeBindings: 'true' }), expect: '401 200 403 403 403 200 200' },
    { what: 'the demo sub-supervisor\'s account', method: 'GET', url: q('/api-admin/account', { accountId: ids.accountSub }), expect: '401 404 403 403 403 200 200' },
    { what: 'account create, gate', method: 'POST', url: '/api-admin/account', payload: {}, expect: '401 400 403 403 403 400 400' },
    { what: 'account update, gate', method: 'PUT', url: '/api-admin/account', payload: {}, expect: '401 400 403 403 403 400 400' },
    { what: 'account delete, gate', method: 'DELETE', url: '/api-admin/account', expect: '401 400 403 403 403 400 400' },
    { what: 'the demo master\'s account updated (above a supervisor)', method: 'PUT', url: '/api-admin/account', payload: { id: ids.accountMaster }, expect: '401 404 403 403 403 403 200' },
    {
      what: 'the demo bulk user\'s account deleted with a stale If-Match', method: 'DELETE', url: q('/api-admin/account', { accountId: ids.accountBulk }),
      headers: { 'if-match': '"999"' }, expect: '401 404 403 403 403 412 412',
    },
    { what: 'invitation reissued, gate', method: 'POST', url: '/api-admin/account/invite', expect: '401 400 403 403 403 400 400' },
    // Past the role ceiling the master is let through, and refused for what the account is: it has a password (issue 35).
    { what: 'invitation reissued for the demo master (above a supervisor)', method: 'POST', url: q('/api-admin/account/invite', { accountId: ids.accountMaster }), expect: '401 404 403 403 403 403 409' },
    { what: 'roles', method: 'GET', url: '/api-admin/role', expect: '401 200 403 403 403 200 200' },
    { what: 'accounts of an arrangement, gate', method: 'GET', url: '/api-admin/cararrangement/accounts', expect: '401 400 403 403 403 400 400' },
    { what: 'accounts of a demo arrangement', method: 'GET', url: q('/api-admin/cararrangement/accounts', { carArrangementId: ids.arrangementIn }), expect: '401 404 403 403 403 200 200' },
    { what: 'account products, gate (masters only)', method: 'POST', url: '/api-admin/amw/accountproducts', payload: {}, expect: '401 403 403 403 403 403 400' },
    {
      what: 'products of the Polish supervisor\'s account (another client)', method: 'POST', url: '/api-admin/amw/accountproducts',
      payload: { accountId: ids.accountPolish, products: [] }, expect: '401 403 403 403 403 403 404',
    },
    { what: 'invitation link check without a key', method: 'POST', url: '/api-admin-auth/grant_access/check', payload: {}, expect: '400 400 400 400 400 400 400' },
    { what: 'password from an invitation without a key', method: 'POST', url: '/api-admin-auth/grant_access', payload: {}, expect: '400 400 400 400 400 400 400' },
    { what: 'languages', method: 'GET', url: '/api-admin/language', expect: '401 200 200 200 200 200 200' },
    { what: 'cultures', method: 'GET', url: '/api-admin/language/cultures', expect: '401 200 200 200 200 200 200' },
    { what: 'client list (own client, or all for a master)', method: 'GET', url: '/api-admin/language/clients', expect: '401 200 200 200 200 200 200' },
    // The record history (issue 39): the record's own rules; deleted records and restores for whole-client supervisors.
    { what: 'record history, gate', method: 'GET', url: '/api-admin/history', expect: '401 400 400 400 400 400 400' },
    { what: 'history of a driver in reach', method: 'GET', url: q('/api-admin/history', { kind: 'driver', id: ids.driverIn }), expect: '401 404 200 403 200 200 200' },
    { what: 'history of a driver outside the sub-supervisor\'s reach', method: 'GET', url: q('/api-admin/history', { kind: 'driver', id: ids.driverOut }), expect: '401 404 404 403 200 200 200' },
    { what: 'deleted records, gate', method: 'GET', url: '/api-admin/history/deleted', expect: '401 400 403 403 403 400 400' },
    { what: 'deleted drivers', method: 'GET', url: q('/api-admin/history/deleted', { kind: 'driver' }), expect: '401 200 403 403 403 200 200' },
    { what: 'restore, gate', method: 'POST', url: '/api-admin/history/restore', payload: {}, expect: '401 400 400 400 400 400 400' },
    { what: 'restore of a driver nobody deleted', method: 'POST', url: '/api-admin/history/restore', payload: { kind: 'driver', id: ids.driverIn }, expect: '401 404 404 403 404 404 404' },
    { what: 'help ticket', method: 'POST', url: q('/api-admin/ticket/create', { email: 'help@demo.leasedesk.test', client: 'demo' }), expect: '401 200 200 200 200 200 200' },
    { what: 'login refresh, gate', method: 'POST', url: '/api-admin/leasewise/loginrefresh', payload: {}, expect: '401 400 400 400 400 400 400' },
    { what: 'public logo', method: 'GET', url: q('/api-admin/blob', { blobName: logoBlobName('demo') }), expect: '200 200 200 200 200 200 200' },
    { what: 'private file of the demo client', method: 'GET', url: q('/api-admin/blob', { blobName: ids.privateBlob }), expect: '404 404 200 200 200 200 200' },
    { what: 'client switch to the demo client', method: 'GET', url: q('/api-admin/amw/switchclient', { clientid: ids.demo }), expect: '401 403 403 403 403 403 200' },

    // Arrangements.
    { what: 'arrangement list', method: 'GET', url: '/api-admin/cararrangement', expect: '401 200 200 403 200 200 200' },
    { what: 'arrangement overview', method: 'GET', url: '/api-admin/cararrangement/overview', expect: '401 200 200 403 200 200 200' },
    { what: 'calculator setting create, gate', method: 'POST', url: '/api-admin/cararrangementcalculatorsetting', payload: {}, expect: '401 400 403 403 400 400 400' },
    { what: 'calculator setting update, gate', method: 'PUT', url: '/api-admin/cararrangementcalculatorsetting', payload: {}, expect: '401 400 403 403 400 400 400' },
    { what: 'calculator setting delete, gate', method: 'DELETE', url: '/api-admin/cararrangementcalculatorsetting', expect: '401 400 403 403 400 400 400' },
    {
      what: 'calculator setting of an arrangement outside Noord changed', method: 'PUT', url: '/api-admin/cararrangementcalculatorsetting',
      payload: { carArrangementId: ids.arrangementOut }, expect: '401 404 403 403 200 200 200',
    },
    { what: 'initial duration check, gate', method: 'POST', url: '/api-admin/cararrangementcalculatorsetting/checkinitialdurationkm', payload: {}, expect: '401 400 403 403 400 400 400' },
    { what: 'arrangement create, gate', method: 'POST', url: '/api-admin/cararrangement', payload: {}, expect: '401 400 403 403 403 400 400' },
    { what: 'arrangement update, gate', method: 'PUT', url: '/api-admin/cararrangement', payload: {}, expect: '401 400 403 403 403 400 400' },
    { what: 'arrangement delete, gate', method: 'DELETE', url: '/api-admin/cararrangement', expect: '401 400 403 403 403 400 400' },
    {
      what: 'categories of an arrangement outside Noord', method: 'GET',
      url: q('/api-admin/cararrangement/categories', { carArrangementId: ids.arrangementOut }), expect: '401 404 403 403 200 200 200',
    },
    {
      what: 'deviations of an arrangement outside Noord', method: 'GET',
      url: q('/api-admin/cararrangement/deviations', { carArrangementId: ids.arrangementOut }), expect: '401 404 403 403 200 200 200',
    },
    { what: 'deviations of an arrangement, gate', method: 'GET', url: '/api-admin/cararrangement/deviations', expect: '401 400 403 403 400 400 400' },
    {
      what: 'mantel contract check of an arrangement outside Noord (the Polish client has no lease-system licence)', method: 'GET',
      url: q('/api-admin/cararrangement/mantelcontractkoppelingcheck', { arrangementId: ids.arrangementOut }), expect: '401 403 404 403 200 200 200', licence: 'hasLeaseWise',
    },
    { what: 'calculator setting of an arrangement outside Noord', method: 'GET', url: q('/api-admin/cararrangementcalculatorsetting', { carArrangementId: ids.arrangementOut }), expect: '401 404 403 403 200 200 200' },
    { what: 'arrangement setting outside Noord', method: 'GET', url: q('/api-admin/cararrangementsetting', { carArrangementId: ids.arrangementOut }), expect: '401 404 403 403 403 200 200' },
    { what: 'arrangement setting update, gate', method: 'PUT', url: '/api-admin/cararrangementsetting', payload: {}, expect: '401 400 403 403 403 400 400' },
    {
      what: 'arrangement setting of an arrangement outside Noord changed', method: 'PUT', url: '/api-admin/cararrangementsetting',
      payload: { carArrangementId: ids.arrangementOut }, expect: '401 404 403 403 403 200 200',
    },
    { what: 'arrangement logo upload, gate', method: 'POST', url: '/api-admin/cararrangementsetting/uploadlogo', expect: '401 400 403 403 403 400 400' },
    {
      what: 'arrangement logo of an arrangement outside Noord removed (a POST without a body)', method: 'POST',
      url: q('/api-admin/cararrangementsetting/uploadlogo', { carArrangementId: ids.arrangementOut }), expect: '401 404 403 403 403 200 200',
    },
    { what: 'segment catalogue', method: 'GET', url: '/api-admin/segments', expect: '401 200 403 403 403 200 200' },

    // The car catalogue: provider-wide, read by the screens that pick a brand or model (supervisor and master).
    { what: 'brands', method: 'GET', url: '/api-admin/brand', expect: '401 200 403 403 403 200 200' },
    {
      what: 'brands without those an arrangement outside Noord blocks', method: 'GET',
      url: q('/api-admin/brand', { excludeBlockedBrands: 'true', carArrangementId: ids.arrangementOut }), expect: '401 404 403 403 403 200 200',
    },
    { what: 'models', method: 'GET', url: '/api-admin/model', expect: '401 200 403 403 403 200 200' },
    { what: 'models, gate', method: 'GET', url: '/api-admin/model?brandId=x', expect: '401 400 403 403 403 400 400' },
    { what: 'brands still selling a model', method: 'GET', url: '/api-admin/model/brands', expect: '401 200 403 403 403 200 200' },
    { what: 'versions of a model, gate', method: 'GET', url: '/api-admin/model/types', expect: '401 400 403 403 403 400 400' },
    // Fuels are also read by the bulk user's categories, deviations and calculator setting.
    { what: 'fuels', method: 'GET', url: '/api-admin/fuel', expect: '401 200 403 403 200 200 200' },
    { what: 'active models with their segment (a workbook; car data)', method: 'GET', url: '/api-admin/segments/activemodelssegmentcode', expect: '401 200 403 403 403 200 200' },
    { what: 'non-car brands', method: 'GET', url: '/api-admin/api-object/bike/brands', expect: '401 200 403 403 403 200 200' },
    { what: 'non-car models, gate', method: 'GET', url: '/api-admin/api-object/bike/models/x', expect: '401 400 403 403 403 400 400' },
    { what: 'non-car versions, gate', method: 'GET', url: '/api-admin/api-object/bike/types/x', expect: '401 400 403 403 403 400 400' },

    // Mobility: the access table's rule (licence; bulk and fleetmanagement never; sub-supervisors by binding). Flota has
    // the licence and no containers, so its supervisor passes the rule and finds none of the demo client's (404).
    ...licensed('isMobilityModuleEnabled', [
      { what: 'drivers of the bound container', method: 'GET', url: q('/api-admin/mobilitycontainer/drivers', { mobilityContainerId: ids.containerBound }), expect: '401 404 200 403 403 200 200' },
      { what: 'drivers of a container the sub-supervisor is not bound to', method: 'GET', url: q('/api-admin/mobilitycontainer/drivers', { mobilityContainerId: ids.containerUnbound }), expect: '401 404 404 403 403 200 200' },
      { what: 'mobility web-app hand-over code', method: 'POST', url: '/api-admin/mobility/webapp/code', payload: { language: 'nl-NL' }, expect: '401 200 200 403 403 200 200' },
      { what: 'mobility web-app code for a category of a container the sub-supervisor is not bound to', method: 'POST', url: '/api-admin/mobility/webapp/code',
        payload: { language: 'nl-NL', mobilityCategoryId: ids.mobilityCategoryUnbound }, expect: '401 404 404 403 403 200 200' },
      ...mobilityRows(),
    ]),

    // Drivers: reads.
    { what: 'top-bar driver search', method: 'GET', url: q('/api-admin/driver', { search: 'jan' }), expect: '401 200 200 403 200 200 200' },
    { what: 'driver list filtered by id (a filter: out of reach is an empty page)', method: 'GET', url: q('/api-admin/driver', { driverId: ids.driverOut }), expect: '401 200 200 403 200 200 200' },
    { what: 'drivers of an arrangement outside Noord', method: 'GET', url: q('/api-admin/cararrangement/drivers', { carArrangementId: ids.arrangementOut }), expect: '401 200 200 403 200 200 200' },
    { what: 'bindings of a driver outside Noord', method: 'GET', url: q('/api-admin/driver/cararrangementcategorybindings', { driverId: ids.driverOut }), expect: '401 404 404 403 200 200 200' },
    { what: 'e-mail check', method: 'POST', url: q('/api-admin/driver/emailexists', { email: 'x@demo-mobility.test' }), expect: '401 200 200 403 200 200 200' },
    { what: 'debtor check', method: 'POST', url: '/api-admin/driver/checkdebtornumber', payload: { debtorNumber: 'DEB-090001' }, expect: '401 200 200 403 200 200 200' },
    { what: 'driver export outside Noord', method: 'GET', url: q('/api-admin/driver/export', { carArrangementId: ids.arrangementOut }), expect: '401 404 404 403 200 200 200' },
    // The probe of issue 35: the list answered the Polish client, which has no lease-system licence.
    { what: 'lease-system drivers', method: 'GET', url: '/api-admin/leasewise/driver', expect: '401 403 403 403 200 200 200', licence: 'hasLeaseWise' },
    { what: 'fleet-management drivers', method: 'GET', url: '/api-admin/fleetmanagement/driver', expect: '401 200 403 200 200 200 200' },
    { what: 'fleet-management driver saved, gate', method: 'POST', url: '/api-admin/fleetmanagement/driver', payload: {}, expect: '401 400 403 400 400 400 400' },
    ...licensed('hasLeaseWise', leaseSystemRows()),

    // Drivers: writes, gates.
    { what: 'driver create, gate', method: 'POST', url: '/api-admin/driver', payload: {}, expect: '401 400 400 403 400 400 400' },
    { what: 'driver update, gate', method: 'PUT', url: '/api-admin/driver', payload: {}, expect: '401 400 400 403 400 400 400' },
    { what: 'driver delete, gate', method: 'DELETE', url: '/api-admin/driver', expect: '401 400 400 403 400 400 400' },
    { what: 'send mail, gate', method: 'POST', url: '/api-admin/driver/sendmail', payload: [], expect: '401 400 400 403 400 400 400' },

    // Drivers: scope on writes. Every reference a write sets is checked against the caller's reach.
    {
      what: 'driver create bound to an arrangement outside Noord', method: 'POST', url: '/api-admin/driver',
      payload: (c: Caller) => validDriver(c, { carArrangementCategoryBindings: [{ carArrangementId: ids.arrangementOut, categoryId: null }] }),
      expect: '401 404 404 403 200 200 200',
    },
    {
      what: 'driver moved into an operating company outside reach', method: 'PUT', url: '/api-admin/driver',
      payload: (c: Caller) => ({ id: ids.driverIn, operatingCompanyId: c === 'polish' ? ids.companyPolish : ids.companyOut }),
      expect: '401 404 404 403 200 200 200',
    },
    {
      what: 'driver given a category of an arrangement outside Noord', method: 'PUT', url: '/api-admin/driver',
      // The driver keeps its Noord binding, so it stays within the sub-supervisor's reach for the rows below.
      payload: () => ({
        id: ids.driverIn,
        carArrangementCategoryBindings: [
          { carArrangementId: ids.arrangementIn, categoryId: null },
          { carArrangementId: ids.arrangementOut, categoryId: ids.categoryOut },
        ],
      }),
      expect: '401 404 404 403 200 200 200',
    },
    {
      what: 'driver given a mobility category of an unbound container', method: 'PUT', url: '/api-admin/driver',
      // Bulk has no mobility at all (the access table), so no container's category is within its reach either.
      payload: () => ({ id: ids.driverIn, mobilityCategory: ids.mobilityCategoryUnbound }),
      expect: '401 404 404 403 404 200 200',
    },
    {
      what: 'status reset of a driver outside Noord', method: 'DELETE',
      url: q('/api-admin/driver', { driverId: ids.driverOut, resetStatus: 'true' }), expect: '401 404 404 403 200 200 200',
    },
    {
      what: 'welcome mail for a driver outside Noord', method: 'POST', url: q('/api-admin/driver/sendmail', { driverId: ids.driverOut }),
      payload: [ids.arrangementOut], expect: '401 404 404 403 200 200 200',
    },

    // Operating companies: read by the driver roles too (the filter bar), written by supervisor and above (so the
    // sub-supervisor's answer is 403; a supervisor scoped by company is in test/server/operating-company.test.ts).
    { what: 'operating companies within reach', method: 'GET', url: '/api-admin/operatingcompany', expect: '401 200 200 403 200 200 200' },
    { what: 'operating company outside reach', method: 'GET', url: q('/api-admin/operatingcompany', { operatingCompanyId: ids.companyOut }), expect: '401 404 404 403 200 200 200' },
    { what: 'operating company create, gate', method: 'POST', url: '/api-admin/operatingcompany', payload: {}, expect: '401 400 403 403 403 400 400' },
    { what: 'operating company update, gate', method: 'PUT', url: '/api-admin/operatingcompany', payload: {}, expect: '401 400 403 403 403 400 400' },
    {
      what: 'operating company outside reach renamed', method: 'PUT', url: '/api-admin/operatingcompany',
      payload: { id: ids.companyOut, name: 'Demo Mobility Zuid' }, expect: '401 404 403 403 403 200 200',
    },
    {
      what: 'operating company outside reach deleted (each administrator deletes a spare one)', method: 'DELETE',
      url: (c) => q('/api-admin/operatingcompany', { operatingCompanyId: ids.spareCompany.get(c) ?? ids.companyOut }), expect: '401 404 403 403 403 200 200',
    },
    {
      what: 'attachment added to a company outside reach', method: 'POST', url: q('/api-admin/operatingcompany/attachment', { operatingCompanyId: ids.companyOut }),
      payload: {}, expect: '401 404 403 403 403 415 415',
    },
    {
      what: 'attachment removed from a company outside reach', method: 'DELETE',
      url: q('/api-admin/operatingcompany/attachment', { operatingCompanyId: ids.companyOut, attachmentId: 999999 }), expect: '401 404 403 403 403 404 404',
    },

    // Orders: the drivers' roles with the order module; an order under an arrangement outside Noord is out of the sub-supervisor's reach.
    ...licensed('isOrderModuleEnabled', [
      { what: 'order list', method: 'GET', url: q('/api-admin/order', { includePaginationInfo: 'true' }), expect: '401 200 200 403 200 200 200' },
      { what: 'order outside Noord', method: 'GET', url: q('/api-admin/order/detail', { orderId: ids.orderOut }), expect: '401 404 404 403 200 200 200' },
      { what: 'order decision, gate', method: 'POST', url: '/api-admin/order', payload: {}, expect: '401 400 400 403 400 400 400' },
      {
        what: 'order outside Noord decided (allowed callers send no decision)', method: 'POST', url: '/api-admin/order',
        payload: (c: Caller) => (['polish', 'subsupervisor'].includes(c) ? { orderId: ids.orderOut, agreement: false, reason: 'Matrix' } : { orderId: ids.orderOut }),
        expect: '401 404 404 403 400 400 400',
      },
      {
        what: 'orders outside Noord downloaded', method: 'POST', url: '/api-admin/order/download',
        payload: { orders: [ids.orderOut], status: 'all', addPrivacyData: true }, expect: '401 404 404 403 200 200 200',
      },
    ]),

    // Preferred dealers: supervisor and above, per car arrangement in reach (Directie is outside Noord).
    { what: 'preferred dealers', method: 'GET', url: '/api-admin/preferreddealer', expect: '401 200 403 403 403 200 200' },
    { what: 'preferred dealers by brand, gate', method: 'GET', url: '/api-admin/preferreddealer/groupedbybrand', expect: '401 400 403 403 403 400 400' },
    {
      what: 'preferred dealers by brand of an arrangement outside Noord', method: 'GET',
      url: q('/api-admin/preferreddealer/groupedbybrand', { carArrangementId: ids.arrangementOut }), expect: '401 404 403 403 403 200 200',
    },
    { what: 'preferred dealers added, gate', method: 'POST', url: '/api-admin/preferreddealer/dealers', payload: {}, expect: '401 400 403 403 403 400 400' },
    { what: 'preferred dealer marked, gate', method: 'POST', url: '/api-admin/preferreddealer', payload: {}, expect: '401 400 403 403 403 400 400' },
    { what: 'preferred dealer removed, gate', method: 'DELETE', url: '/api-admin/preferreddealer', expect: '401 400 403 403 403 400 400' },
    ...['setcentralpurchasingforallbrands', 'removecentralpurchasingforallbrands'].map((path): Row => ({
      what: `${path} of an arrangement outside Noord`, method: 'GET', url: q(`/api-admin/preferreddealer/${path}`, { carArrangementId: ids.arrangementOut }),
      expect: '401 404 403 403 403 200 200',
    })),

    // Car lists and fixed lease prices: car data (supervisor and above), per car arrangement in reach (Directie is outside Noord).
    ...[['GET', 'extended/new'], ['GET', 'segments'], ['GET', 'extended/fixedleaseprice']].map(([method, path]): Row => ({
      what: `car ${path} of an arrangement outside Noord`, method: method as HTTPMethods, url: q(`/api-admin/car/${path}`, { carArrangementId: ids.arrangementOut }),
      expect: '401 404 403 403 403 200 200',
    })),
    ...['extended/new', 'new', 'notadded'].map((path): Row => ({
      what: `car ${path} of an arrangement outside Noord`, method: 'POST', url: `/api-admin/car/${path}`,
      payload: { carArrangementId: ids.arrangementOut, filterText: 'Golf', pageSize: 5 }, expect: '401 404 403 403 403 200 200',
    })),
    { what: 'a version across the arrangements', method: 'GET', url: q('/api-admin/car/overview', { carTypeId: ids.carType }), expect: '401 200 403 403 403 200 200' },

    // The problem analyzer (spec 01 §7, /api-omr): masters only; the arrangement and the client name are the acting client's.
    { what: 'analyzer, gate (masters only)', method: 'POST', url: ANALYZER, payload: {}, expect: '401 403 403 403 403 403 400' },
    {
      what: 'analyzer on a demo arrangement', method: 'POST', url: ANALYZER,
      payload: { clientName: 'demo', arrangementId: ids.arrangementOut, categoryId: ids.categoryOut, typeIdHist: 1, driverId: null }, expect: '401 403 403 403 403 403 200',
    },
    {
      what: 'analyzer on the Polish client\'s arrangement', method: 'POST', url: ANALYZER,
      payload: { clientName: 'demo', arrangementId: ids.polishArrangement, categoryId: ids.categoryOut, typeIdHist: 1, driverId: null }, expect: '401 403 403 403 403 403 404',
    },
    {
      what: 'analyzer under the Polish client\'s name', method: 'POST', url: ANALYZER,
      payload: { clientName: 'flota-pl', arrangementId: ids.arrangementOut, categoryId: ids.categoryOut, typeIdHist: 1, driverId: null }, expect: '401 403 403 403 403 403 404',
    },
    {
      what: 'price breakdown of a version on an arrangement outside Noord', method: 'GET',
      url: q('/api-admin/car/extended/breakdown', { carArrangementId: ids.arrangementOut, carTypeId: ids.carType }), expect: '401 404 403 403 403 200 200',
    },
    {
      what: 'fixed lease price cleared on an arrangement outside Noord', method: 'POST', url: '/api-admin/car/extended/savefixedleaseprice',
      payload: { carArrangementId: ids.arrangementOut, searchQuery: '', prices: [{ carTypeId: ids.carType, price: null }] }, expect: '401 404 403 403 403 200 200',
    },

    ...kitRows(),
    ...mailTemplateRows(),
    ...mailRows(),
    ...releaseNoteRows(),
    ...bulkComparerRows(),
  ];
}

/**
 * The lease-system link (issue 20): the lease-system menu's roles (bulk, supervisor, master) and the client's
 * lease-system licence, which the Polish client lacks (403 before anything else); a demo caller naming the Polish
 * client's arrangement finds nothing (404).
 */
function leaseSystemRows(): Row[] {
  const read = '401 403 403 403 200 200 200';
  const gate = '401 403 403 403 400 400 400';
  const foreign = '401 403 403 403 404 404 404';
  const api = (path: string, query: Record<string, string | number> = {}) => q(`/api-admin/leasewise${path}`, query);
  return [
    { what: 'lease-system arrangements', method: 'GET', url: api('/arrangement'), expect: read },
    { what: 'lease-system arrangements of a mantel', method: 'GET', url: api('/arrangement', { mantelNumber: 'M-1001' }), expect: read },
    { what: 'lease-system coupling, gate', method: 'POST', url: api('/arrangement'), payload: {}, expect: gate },
    {
      what: 'lease-system coupling of another client\'s arrangement', method: 'POST', url: api('/arrangement'),
      payload: () => ({ carArrangementId: ids.polishArrangement, mantelNumber: null }), expect: foreign,
    },
    { what: 'lease-system driver taken over, gate', method: 'POST', url: api('/driver'), payload: {}, expect: gate },
    { what: 'lease-system mantels', method: 'GET', url: api('/mantels'), expect: read },
    { what: 'lease-system contract types of a mantel', method: 'GET', url: api('/Contractvormen', { mantelNumber: 'M-1001' }), expect: read },
    { what: 'lease-system contract types, gate', method: 'GET', url: api('/Contractvormen'), expect: gate },
    { what: 'lease-system profiles', method: 'GET', url: api('/profiles'), expect: read },
    ...['customcomponents', 'customoptionaccessories'].flatMap((path): Row[] => [
      { what: `lease-system ${path} of an arrangement`, method: 'GET', url: () => api(`/${path}`, { arrangementId: ids.arrangementIn }), expect: read },
      { what: `lease-system ${path} of another client's arrangement`, method: 'GET', url: () => api(`/${path}`, { arrangementId: ids.polishArrangement }), expect: foreign },
    ]),
  ];
}

/**
 * Mobility containers, categories and products (issue 16). Reading: the mobility rule. Containers are written by
 * supervisor and above (`mobilityContainers`); categories and products by anyone with the mobility rule within the
 * containers they reach, so the sub-supervisor changes those of its bound container and finds the pilot's missing
 * (404), like Flota's supervisor every demo row. Writes that would change data for later rows send a stale If-Match
 * (412 where allowed) or the row as stored.
 */
function mobilityRows(): Row[] {
  const read = '401 200 200 403 403 200 200';
  const gate = '401 400 400 403 403 400 400';
  const containerGate = '401 400 403 403 403 400 400';
  const api = (path: string, query: Record<string, string | number> = {}) => q(`/api-admin${path}`, query);
  const stale = { 'if-match': '"999"' };
  return [
    { what: 'containers', method: 'GET', url: api('/mobilitycontainer'), expect: read },
    { what: 'the bound container', method: 'GET', url: api('/mobilitycontainer', { mobilityContainerId: ids.containerBound }), expect: '401 404 200 403 403 200 200' },
    { what: 'a container the sub-supervisor is not bound to', method: 'GET', url: api('/mobilitycontainer', { mobilityContainerId: ids.containerUnbound }), expect: '401 404 404 403 403 200 200' },
    { what: 'container create, gate', method: 'POST', url: api('/mobilitycontainer'), payload: {}, expect: containerGate },
    { what: 'container update, gate', method: 'PUT', url: api('/mobilitycontainer'), payload: {}, expect: containerGate },
    { what: 'container delete, gate', method: 'DELETE', url: api('/mobilitycontainer'), expect: containerGate },
    {
      what: 'the bound container saved as stored', method: 'PUT', url: api('/mobilitycontainer'),
      payload: { id: ids.containerBound, displayName: 'Mobiliteitsbudget' }, expect: '401 404 403 403 403 200 200',
    },
    {
      what: 'a container deleted with a stale If-Match', method: 'DELETE', url: api('/mobilitycontainer', { mobilityContainerId: ids.containerUnbound }),
      headers: stale, expect: '401 404 403 403 403 412 412',
    },
    ...['uploadlogo', 'uploadfavicon'].flatMap((path): Row[] => [
      { what: `container ${path}, gate`, method: 'POST', url: api(`/mobilitycontainer/${path}`), expect: containerGate },
      {
        what: `container ${path} removed from the pilot (a POST without a body)`, method: 'POST', url: api(`/mobilitycontainer/${path}`, { containerId: ids.containerUnbound }),
        expect: '401 404 403 403 403 200 200',
      },
    ]),
    ...[['categories', 'mobilitycategory', 'mobilityCategoryId', ids.mobilityCategoryUnbound], ['products', 'mobilityproduct', 'mobilityProductId', ids.mobilityProductUnbound]]
      .flatMap(([list, path, idParam, unbound]): Row[] => [
        { what: `${list} of the bound container`, method: 'GET', url: api(`/mobilitycontainer/${list}`, { mobilityContainerId: ids.containerBound }), expect: '401 404 200 403 403 200 200' },
        { what: `${list} of the pilot`, method: 'GET', url: api(`/mobilitycontainer/${list}`, { mobilityContainerId: ids.containerUnbound }), expect: '401 404 404 403 403 200 200' },
        { what: `${list} of a container, gate`, method: 'GET', url: api(`/mobilitycontainer/${list}`), expect: '401 400 400 403 403 400 400' },
        { what: `${path}: list`, method: 'GET', url: api(`/${path}`), expect: read },
        { what: `${path}: list of the pilot`, method: 'GET', url: api(`/${path}`, { mobilityContainerId: ids.containerUnbound }), expect: '401 404 404 403 403 200 200' },
        { what: `${path}: create, gate`, method: 'POST', url: api(`/${path}`), payload: {}, expect: gate },
        { what: `${path}: update, gate`, method: 'PUT', url: api(`/${path}`), payload: {}, expect: gate },
        { what: `${path}: delete, gate`, method: 'DELETE', url: api(`/${path}`), expect: gate },
        { what: `${path}: a row of the pilot`, method: 'GET', url: api(`/${path}`, { [idParam as string]: unbound! }), expect: '401 404 404 403 403 200 200' },
        { what: `${path}: a row of the pilot saved as stored`, method: 'PUT', url: api(`/${path}`), payload: { id: unbound }, expect: '401 404 404 403 403 200 200' },
        {
          what: `${path}: a row of the pilot deleted with a stale If-Match`, method: 'DELETE', url: api(`/${path}`, { [idParam as string]: unbound! }),
          headers: stale, expect: '401 404 404 403 403 412 412',
        },
      ]),
    {
      what: 'mobility category created in the bound container', method: 'POST', url: api('/mobilitycategory'),
      payload: (c: Caller) => ({ mobilityContainerId: ids.containerBound, displayName: `Matrix ${c}`, maxBudget: 10 }), expect: '401 404 200 403 403 200 200',
    },
    {
      what: 'mobility category created in the pilot', method: 'POST', url: api('/mobilitycategory'),
      payload: (c: Caller) => ({ mobilityContainerId: ids.containerUnbound, displayName: `Matrix ${c}`, maxBudget: 10 }), expect: '401 404 404 403 403 200 200',
    },
  ];
}

/**
 * Mail beside the kit's /emailsetting rows (issue 17): the connection test is the `mail` feature's (supervisor and
 * above) on a setting in reach; the mail log is the access table's `mailLog`, "supervisor only" written as an array
 * check, which grants master too (contract/access/permissions.ts) — and each client's supervisor its own client's log, where
 * the demo's row is a 404. Deletes send a stale If-Match, so nothing is removed.
 */
function mailRows(): Row[] {
  const gate = '401 400 403 403 403 400 400';
  const scoped = '401 404 403 403 403 200 200';
  return [
    { what: 'e-mail setting test connection, gate', method: 'POST', url: '/api-admin/emailsetting/testconnection', expect: gate },
    { what: "the demo default's test connection (the sink)", method: 'POST', url: q('/api-admin/emailsetting/testconnection', { emailSettingId: ids.emailSettingDefault }), expect: scoped },
    { what: 'mail log', method: 'GET', url: '/api-admin/logemails', expect: '401 200 403 403 403 200 200' },
    { what: 'a demo mail log row', method: 'GET', url: q('/api-admin/logemails', { logId: ids.mailLog }), expect: scoped },
    { what: 'mail log delete, gate', method: 'DELETE', url: '/api-admin/logemails', expect: gate },
    {
      what: 'a demo mail log row deleted with a stale If-Match', method: 'DELETE', url: q('/api-admin/logemails', { logId: ids.mailLog }),
      headers: { 'if-match': '"999"' }, expect: '401 404 403 403 403 412 412',
    },
  ];
}

/**
 * The provider's bulk comparer (issue 19 point 4): a master's alone (spec 02 §6 "bulk compare: master"), whatever
 * client it names; the POSTs are queries and write nothing. Gate rows send a body the schema refuses.
 */
function bulkComparerRows(): Row[] {
  const master = (answer: string) => `401 403 403 403 403 403 ${answer}`;
  const compare = { clientId: ids.demo, profileId: ids.comparerProfile };
  return [
    { what: 'bulk comparer profiles of the demo client', method: 'GET', url: q('/api-admin/getbulkcomparerprofiles', { clientId: ids.demo }), expect: master('200') },
    { what: 'bulk comparer profiles, gate', method: 'GET', url: '/api-admin/getbulkcomparerprofiles', expect: master('400') },
    { what: 'the demo client compared with its last run', method: 'POST', url: '/api-admin/BulkComparer', payload: { ...compare, limit: 5 }, expect: master('200') },
    { what: 'bulk comparison, gate', method: 'POST', url: '/api-admin/BulkComparer', payload: {}, expect: master('400') },
    { what: 'bulk comparison workbook', method: 'POST', url: '/api-admin/BulkComparer/export', payload: compare, expect: master('200') },
    { what: 'live car data of a catalogue version', method: 'POST', url: '/api-admin/getlivecardata', payload: { clientId: ids.demo, versionIds: [ids.carType] }, expect: master('200') },
    { what: 'the demo client\'s bulk run log', method: 'POST', url: '/api-admin/getbulklogsinfo', payload: { clientId: ids.demo }, expect: master('200') },
    { what: 'bulk run log of an unknown client', method: 'POST', url: '/api-admin/getbulklogsinfo', payload: { clientId: 999999 }, expect: master('404') },
  ];
}

/**
 * Release notes (issue 18 point 4): provider-wide, read by supervisors and above of any client, written by masters
 * (the access table's releaseNotes and productMenu). The notes not yet seen are the reader's own. The write rows
 * change nothing: a save of the id alone, a delete with a stale If-Match.
 */
function releaseNoteRows(): Row[] {
  const read = '401 200 403 403 403 200 200';
  const master = (answer: string) => `401 403 403 403 403 403 ${answer}`;
  const api = (path: string, query: Record<string, string | number> = {}) => q(`/api-admin${path}`, query);
  return [
    { what: 'release notes', method: 'GET', url: api('/releasenotes'), expect: read },
    { what: 'release notes of the OMR product', method: 'GET', url: api('/releasenotes', { amwCode: 'OMR' }), expect: read },
    { what: 'a seeded release note by id', method: 'GET', url: api('/releasenotes', { id: ids.releaseNote }), expect: read },
    { what: 'release note create, gate', method: 'POST', url: api('/releasenotes'), payload: {}, expect: master('400') },
    { what: 'a seeded release note saved as it is', method: 'PUT', url: api('/releasenotes'), payload: { id: ids.releaseNote }, expect: master('200') },
    { what: 'release note delete, gate', method: 'DELETE', url: api('/releasenotes'), expect: master('400') },
    {
      what: 'a seeded release note deleted with a stale If-Match', method: 'DELETE', url: api('/releasenotes', { releaseNoteId: ids.releaseNote }),
      headers: { 'if-match': '"999"' }, expect: master('412'),
    },
    { what: 'release notes not yet seen, counted', method: 'GET', url: api('/releasenotes/unseencount', { amwCode: 'OMR' }), expect: read },
    {
      what: 'a seeded release note marked seen', method: 'POST', url: api('/releasenotes/seen', { amwCode: 'OMR' }),
      payload: { releaseNoteIds: [ids.releaseNote] }, expect: read,
    },
  ];
}

/**
 * Mail templates beyond their kit rows (issue 17 points 2 and 5): the lists every template editor reads and the
 * attachments are `mail`'s (supervisor and above); the provider's templates, types and variables are a master's,
 * with the acting client beside the point (the Polish supervisor is refused like the demo's). Deletes and removals
 * send a stale If-Match or an unknown attachment, so nothing goes.
 */
function mailTemplateRows(): Row[] {
  const gate = '401 400 403 403 403 400 400';
  const master = (answer: string) => `401 403 403 403 403 403 ${answer}`;
  const upload = (what: string, path: string, id: number, expect: string): Row =>
    ({ what, method: 'POST', url: q(`/api-admin${path}`, { emailTemplateId: id }), payload: {}, expect });
  return [
    { what: 'mail template types a caller may use', method: 'GET', url: '/api-admin/emailtemplate/types', expect: '401 200 403 403 403 200 200' },
    { what: 'mail template variables for the editor', method: 'GET', url: '/api-admin/emailtemplate/variables', expect: '401 200 403 403 403 200 200' },
    upload('attachment added to a mail template, gate', '/emailtemplate/uploadattachment', 0, gate),
    // JSON, not a file: a 415 where the template is found.
    upload('attachment added to the demo\'s Leaseregeling 2026 template (JSON, not a file)', '/emailtemplate/uploadattachment', ids.templateWithFile, '401 404 403 403 403 415 415'),
    { what: 'attachment removed from a mail template, gate', method: 'DELETE', url: '/api-admin/emailtemplate/deleteattachment', expect: gate },
    {
      what: 'the demo template\'s attachment removed with a stale If-Match', method: 'DELETE',
      url: q('/api-admin/emailtemplate/deleteattachment', { emailTemplateId: ids.templateWithFile, attachmentId: ids.templateAttachment }),
      headers: { 'if-match': '"999"' }, expect: '401 404 403 403 403 412 412',
    },
    ...([
      ['mailtemplate', 'emailTemplateId', ids.providerTemplate],
      ['mailtemplatetype', 'emailTemplateTypeId', ids.welcomeType],
      ['mailtemplatevariable', 'emailTemplateVariableId', ids.mailVariable],
    ] as const).flatMap(([path, idParam, id]): Row[] => [
      { what: `provider ${path}: list`, method: 'GET', url: `/api-admin/amw/${path}`, expect: master('200') },
      { what: `provider ${path}: one by id`, method: 'GET', url: q(`/api-admin/amw/${path}`, { [idParam]: id }), expect: master('200') },
      { what: `provider ${path}: create, gate`, method: 'POST', url: `/api-admin/amw/${path}`, payload: {}, expect: master('400') },
      { what: `provider ${path}: saved as it is`, method: 'PUT', url: `/api-admin/amw/${path}`, payload: { id }, expect: master('200') },
      { what: `provider ${path}: deleted with a stale If-Match`, method: 'DELETE', url: q(`/api-admin/amw/${path}`, { [idParam]: id }), headers: { 'if-match': '"999"' }, expect: master('412') },
    ]),
    { what: 'provider clients: list searched', method: 'GET', url: q('/api-admin/amw/client', { q: 'demo' }), expect: master('200') },
    { what: 'provider clients: one by id', method: 'GET', url: q('/api-admin/amw/client', { clientId: ids.polish }), expect: master('200') },
    { what: 'provider clients: create, gate', method: 'POST', url: '/api-admin/amw/client', payload: {}, expect: master('400') },
    {
      what: 'provider clients: flota-pl renamed with a stale If-Match', method: 'PUT', url: '/api-admin/amw/client',
      payload: { id: ids.polish, displayName: 'Renamed' }, headers: { 'if-match': '"999"' }, expect: master('412'),
    },
    { what: 'provider languages with their client counts', method: 'GET', url: '/api-admin/amw/language', expect: master('200') },
    { what: 'provider languages of flota-pl', method: 'GET', url: q('/api-admin/amw/language', { clientId: ids.polish }), expect: master('200') },
    { what: 'provider products', method: 'GET', url: '/api-admin/amw/products', expect: master('200') },
    upload('attachment added to the provider\'s welcome template (JSON, not a file)', '/amw/mailtemplate/upload', ids.providerTemplate, master('415')),
    {
      what: 'an unknown attachment removed from the provider\'s welcome template', method: 'DELETE',
      url: q('/api-admin/amw/mailtemplate/deleteattachment', { emailTemplateId: ids.providerTemplate, attachmentId: 999999 }), expect: master('404'),
    },
  ];
}

/**
 * The resource-kit areas (server/areas): texts, FAQ and order companies are supervisor features, so below
 * supervisor every call is a 403; components and option accessories are bulk-and-above ones. Gate rows send what the schema refuses; scope rows name a demo-client
 * row, which the other client's supervisor must not find (404). The delete scope row sends a stale
 * If-Match, so allowed callers get 412 and nothing is deleted.
 */
function kitRows(): Row[] {
  const gate = '401 400 403 403 403 400 400';
  const scoped = '401 404 403 403 403 200 200';
  return [
    ...KIT_AREAS.flatMap((area): Row[] => {
      const id = ids.kitRow.get(area.table)!;
      // Components, options, categories and deviations are bulk-and-above features (spec 02 §6): the bulk user is answered as a supervisor.
      const bulk = ['components', 'options', 'categories', 'deviations'].includes(area.feature.write);
      const as = (answers: string) => (bulk ? answers.replace(/^(\S+ \S+ \S+ \S+) 403 (\S+)/, '$1 $2 $2') : answers);
      const gate = as('401 400 403 403 403 400 400');
      const scoped = as('401 404 403 403 403 200 200');
      return [
        { what: `${area.noun}: list`, method: 'GET', url: `/api-admin${area.paths.get}`, expect: as('401 200 403 403 403 200 200') },
        { what: `${area.noun}: create, gate`, method: 'POST', url: `/api-admin${area.paths.post}`, payload: {}, expect: gate },
        { what: `${area.noun}: update, gate`, method: 'PUT', url: `/api-admin${area.paths.put}`, payload: {}, expect: gate },
        { what: `${area.noun}: delete, gate`, method: 'DELETE', url: `/api-admin${area.paths.delete}`, expect: gate },
        { what: `${area.noun}: a demo row by id`, method: 'GET', url: q(`/api-admin${area.paths.get}`, { [area.idParam]: id }), expect: scoped },
        { what: `${area.noun}: a demo row updated`, method: 'PUT', url: `/api-admin${area.paths.put}`, payload: { id }, expect: scoped },
        {
          what: `${area.noun}: a demo row deleted with a stale If-Match`, method: 'DELETE', url: q(`/api-admin${area.paths.delete}`, { [area.idParam]: id }),
          headers: { 'if-match': '"999"' }, expect: as('401 404 403 403 403 412 412'),
        },
      ];
    }),
    { what: 'policy-condition groups, gate', method: 'GET', url: '/api-admin/policyCondition/groups', expect: gate },
    // Categories are bulk and above; a category of Directie is outside the sub-supervisor's reach.
    {
      what: 'attachment added to a category outside Noord (JSON, not a file, where allowed)', method: 'POST',
      url: q('/api-admin/category/uploadattachment', { categoryId: ids.categoryOut }), payload: {}, expect: '401 404 403 403 415 415 415',
    },
    {
      what: 'attachment removed from a category outside Noord', method: 'DELETE',
      url: q('/api-admin/category/deleteattachment', { categoryId: ids.categoryOut, attachmentId: 999999 }), expect: '401 404 403 403 404 404 404',
    },
    { what: 'policy-condition groups of a demo arrangement', method: 'GET', url: q('/api-admin/policyCondition/groups', { carArrangementId: ids.arrangementOut }), expect: scoped },
  ];
}

const expectedOf = (row: Row): number[] => row.expect.split(/\s+/).map(Number);
const urlOf = (row: Row, caller: Caller): string => (typeof row.url === 'string' ? row.url : row.url(caller));

/** The row's request as `caller` sends it: its own token, or a fresh sign-in for a row that ends the session. */
async function send(row: Row, caller: Caller) {
  let token: string | undefined;
  if (caller !== 'anonymous') {
    token = row.freshSession
      ? (await loginAs(t.app, caller === 'polish' ? 'supervisor' : caller, caller === 'polish' ? 'flota-pl' : undefined)).access_token
      : tokens.get(caller);
  }
  const payload = typeof row.payload === 'function' ? (row.payload as (c: Caller) => unknown)(caller) : row.payload;
  return t.app.inject({
    method: row.method, url: urlOf(row, caller), headers: { ...row.headers, ...(token ? bearer(token) : {}) }, ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('the whole-API access matrix', () => {
  it('has a row for every registered route and no row for a route nobody registers', () => {
    const covered = new Set(rows().map((r) => `${r.method} ${urlOf(r, 'master').split('?')[0]}`));
    // A route with path parameters (/api-object/:type/brands) is covered by a row naming any value for them, a wildcard
    // route (/api-admin/docs/static/*: the documentation page's files) by a row naming any path below it.
    const matches = (row: string, route: string) =>
      new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+').replace(/\\\*$/, '.+')}$`).test(row);
    expect([...registered].filter((route) => ![...covered].some((row) => matches(row, route))).sort(), 'registered routes without a row').toEqual([]);
    expect([...covered].filter((row) => ![...registered].some((route) => matches(row, route))).sort(), 'rows for routes nobody registers').toEqual([]);
  });

  // Hundreds of rows times seven callers, some of them real work (a bulk comparison, workbooks): more than the default 30 s on a busy machine.
  it('answers every caller as the matrix says', async () => {
    const mismatches: string[] = [];
    for (const row of rows()) {
      const expected = expectedOf(row);
      expect(expected, row.what).toHaveLength(CALLERS.length);
      for (const [i, caller] of CALLERS.entries()) {
        const res = await send(row, caller);
        if (res.statusCode !== expected[i]) mismatches.push(`${row.what} — ${caller}: expected ${expected[i]}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('gives every row under a licensed area that area\'s licence in its licence column', () => {
    const wrong = rows().flatMap((row) => {
      const path = urlOf(row, 'master').split('?')[0]!;
      const needed = licenceOfPath(path);
      return needed !== undefined && (row.licence ?? null) !== needed ? [`${row.what} (${path}): ${row.licence ?? 'none'}, the area needs ${needed ?? 'none'}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  // Last: with a licence off nothing may be written, but a route that wrongly lets the request through would write.
  it('refuses every licensed row, with the licence named, once the demo client lacks that licence', async () => {
    const mismatches: string[] = [];
    const byLicence = new Map<keyof Licenses, Row[]>();
    for (const row of rows()) if (row.licence) byLicence.set(row.licence, [...(byLicence.get(row.licence) ?? []), row]);
    for (const [licence, licensedRows] of byLicence) {
      const column = licenceColumn(licence);
      const [before] = await t.db.query<Record<string, boolean>>(`SELECT ${column} AS licensed FROM client_licences WHERE client_id = $1`, [ids.demo]);
      await t.db.query(`UPDATE client_licences SET ${column} = false WHERE client_id = $1`, [ids.demo]);
      try {
        for (const row of licensedRows) {
          // The least privileged demo caller the row lets through with the licence on.
          const caller = CALLERS.find((c, i) => c !== 'anonymous' && c !== 'polish' && ![401, 403].includes(expectedOf(row)[i]!));
          if (!caller) {
            mismatches.push(`${row.what}: no demo caller passes it, so its licence is never put to the test`);
            continue;
          }
          const res = await send(row, caller);
          const reason = res.statusCode === 403 ? (res.json() as { errors: string[] }).errors[0] : res.body.slice(0, 160);
          if (reason !== LICENCE_REFUSALS[licence]) mismatches.push(`${row.what} — ${caller} without ${licence}: got ${res.statusCode} ${reason}`);
        }
      } finally {
        await t.db.query(`UPDATE client_licences SET ${column} = $2 WHERE client_id = $1`, [ids.demo, before!.licensed]);
      }
    }
    expect([...byLicence.keys()].sort()).toEqual(['hasLeaseWise', 'isMobilityModuleEnabled', 'isOrderModuleEnabled']);
    expect(mismatches).toEqual([]);
  }, 60_000);
});
