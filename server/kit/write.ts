import type { ServerContext } from '../context';
import type { Db, Queryable } from '../db/db';
import { badRequest, conflict, notFound } from '../plugins/http-errors';
import { assignments, insertList, sentColumns, type ColumnMap } from '../repositories/sent-columns';
import { containerNotFound, isContainerInReach } from '../repositories/mobility';
import { sanitizeRichText } from '../rich-text';
import type { ResourceDeclaration, WriteContext } from './declaration';
import { containerCondition, containerVariantInReach, ownerCondition, readRow } from './read';
import { type KitReach, type Row } from './declaration';
import { checkVersion, type IfMatch } from './version';

/**
 * The kit's writes, each one transaction: the row is locked, its reach and version checked, the sent
 * declaration's rules checked on the row as it will be, the sent columns written (server/README.md,
 * "Bodies": what a body omits stays as stored) and the version raised. Anything refused writes nothing.
 */

type Input = Record<string, unknown>;

/** What a write needs of the server: its database, its configuration (for rules) and its secret box (for secrets). */
export type KitServer = Pick<ServerContext, 'db' | 'config' | 'secrets'>;

const UNIQUE_VIOLATION = '23505';

export const rowNotFound = (decl: ResourceDeclaration, id: number) => notFound(`${decl.noun} ${id} was not found.`);

/** A container-scoped row's container, as sent on create or as a list filter: one the caller reaches (else 404). */
export async function checkContainer(tx: Queryable, reach: KitReach, id: unknown): Promise<void> {
  if (typeof id !== 'number') return;
  if (!(await isContainerInReach(tx, reach.clientId, reach.containerBoundTo ?? null, id))) throw containerNotFound();
}

/** The sent fields as they will be stored (text trimmed, a year-0001 date empty). */
function asStored(decl: ResourceDeclaration, input: Input): Input {
  return Object.fromEntries(Object.entries(decl.columns).filter(([f]) => input[f] !== undefined)
    .map(([f, c]) => [f, c.store ? (c.store as (value: unknown) => unknown)(input[f]) : input[f]]));
}

/**
 * A body with its secret fields sealed, inside the write's transaction: a bound secret (`secret: { boundTo }`) with
 * its fields' values as the row will hold them, and cleared (null) when the body changes any of them without
 * sending it. Null (clear) and left out (keep) stay as they are otherwise.
 */
function sealSecrets(decl: ResourceDeclaration, box: KitServer['secrets'], stored: Input, body: Input): Input {
  const row = { ...stored, ...asStored(decl, body) };
  const sealed: Input = { ...body };
  for (const [field, c] of Object.entries(decl.columns)) {
    if (!c.secret) continue;
    const boundTo = c.secret === true ? undefined : c.secret.boundTo;
    const value = body[field];
    if (typeof value === 'string') sealed[field] = box.seal(value, boundTo?.map((f) => row[f]));
    else if (value === undefined && boundTo?.some((f) => (row[f] ?? null) !== (stored[f] ?? null))) sealed[field] = null;
  }
  return sealed;
}

/** The declaration's columns as sent-columns.ts reads them; rich text goes through the one allow-list. */
function columnMap(decl: ResourceDeclaration): ColumnMap<Input> {
  return Object.fromEntries(Object.entries(decl.columns).filter(([, c]) => !c.children).map(([field, c]) => {
    const limit = (decl.writable[field] as { maxLength?: number }).maxLength;
    const rich = (html: string) => {
      const clean = sanitizeRichText(html);
      // Cleaning escapes text (& → &amp;), so the stored form may outgrow what the schema let in.
      if (limit !== undefined && clean.length > limit) throw badRequest(`body.${field} must be at most ${limit} characters once cleaned`);
      return clean;
    };
    return [field, [c.column, c.rich ? rich : c.store] as const];
  })) as ColumnMap<Input>;
}

/** Replaces the child-table lists the body sends (a category's fuels); true when it sent one. */
async function writeChildren(tx: Queryable, decl: ResourceDeclaration, reach: KitReach, id: number, input: Input): Promise<boolean> {
  let wrote = false;
  for (const [field, c] of Object.entries(decl.columns)) {
    const values = input[field];
    if (!c.children || !Array.isArray(values)) continue;
    const { table, parent } = c.children;
    await tx.query(`DELETE FROM ${table} WHERE client_id = $1 AND ${parent} = $2`, [reach.clientId, id]);
    await tx.query(`INSERT INTO ${table} (client_id, ${parent}, ${c.column}) SELECT DISTINCT $1::int, $2::int, unnest($3::${c.children.type ?? 'text'}[])`,
      [reach.clientId, id, values]);
    wrote = true;
  }
  return wrote;
}

/** A per-arrangement variant's arrangement: in reach (else 404, like an unknown id) and of an allowed type (else 400). */
async function checkArrangement(tx: Queryable, decl: ResourceDeclaration, reach: KitReach, arrangementId: unknown): Promise<void> {
  if (!decl.variants || typeof arrangementId !== 'number') return;
  const missing = notFound(`Car arrangement ${arrangementId} was not found.`);
  if (reach.arrangementIds !== null && !reach.arrangementIds.includes(arrangementId)) throw missing;
  const [arrangement] = await tx.query<{ type: string }>(
    'SELECT data_object_type AS type FROM car_arrangements WHERE client_id = $1 AND id = $2', [reach.clientId, arrangementId]);
  if (!arrangement) throw missing;
  const types = decl.variants.arrangementTypes;
  if (types && !types.includes(arrangement.type)) throw badRequest(`body.carArrangementId must be a ${types.join(' or ')} arrangement`);
}

/**
 * A per-container variant (`variants.containers`) as it will be: one arrangement's or one container's, never
 * both (400), and a container the caller reaches under the mobility rule (404 otherwise, like an unknown id).
 */
function checkContainerVariant(decl: ResourceDeclaration, reach: KitReach, stored: Input, input: Input): void {
  if (!decl.variants?.containers) return;
  const row = { ...stored, ...input };
  if (row.carArrangementId != null && row.mobilityContainerId != null) {
    throw badRequest('body.mobilityContainerId must be null when body.carArrangementId is set: a row is the default, one arrangement\'s or one container\'s');
  }
  if (!containerVariantInReach(reach, input.mobilityContainerId)) throw containerNotFound();
}

/** Every sent reference to provider-wide data (brands, models) exists; a missing one is a 404 like an unknown id. */
async function checkReferences(tx: Queryable, decl: ResourceDeclaration, input: Input): Promise<void> {
  for (const [field, c] of Object.entries(decl.columns)) {
    const id = input[field];
    if (!c.references || typeof id !== 'number') continue;
    const found = await tx.query(`SELECT 1 FROM ${c.references.table} WHERE id = $1`, [id]);
    if (found.length === 0) throw notFound(`${c.references.noun} ${id} was not found.`);
  }
}

/**
 * The declaration's own rules on the row as it will be: what is stored, overlaid with what was sent
 * (a POST's unsent fields are null). Run before writing, so a refusal is a 400 with its reason rather
 * than a table CHECK's 500.
 */
async function checkRules(tx: Queryable, server: KitServer, decl: ResourceDeclaration, reach: KitReach, stored: Input, input: Input): Promise<void> {
  const sent = asStored(decl, input);
  const reason = await decl.check?.({ ...stored, ...sent }, tx, reach.clientId, { reach, sent, stored, config: server.config });
  if (reason) throw badRequest(reason);
}

async function readBack(tx: Queryable, decl: ResourceDeclaration, reach: KitReach, id: number): Promise<Row> {
  const row = await readRow(tx, decl, reach, id);
  if (!row) throw rowNotFound(decl, id);
  return row;
}

/** Locks a row the caller reaches and checks If-Match; 404 for another client's, out-of-reach or unknown. */
export async function lockRow(tx: Queryable, decl: ResourceDeclaration, reach: KitReach, id: number, expected: IfMatch): Promise<Row> {
  const arrangement = decl.variants ? 't.car_arrangement_id' : 'NULL::int';
  const variantContainer = decl.variants?.containers ? 't.mobility_container_id' : 'NULL::int';
  const params: unknown[] = [id];
  const add = (value: unknown) => `$${params.push(value)}`;
  const owner = ownerCondition(decl, reach.clientId, add);
  const container = containerCondition(decl, reach, add) ?? 'true';
  const visible = decl.visible ? ` AND ${decl.visible(reach, add)}` : '';
  const [row] = await tx.query<{ version: number; arrangement: number | null; variant_container: number | null; in_container: boolean }>(
    `SELECT t.version, ${arrangement} AS arrangement, ${variantContainer} AS variant_container, ${container} AS in_container FROM ${decl.table} t
     WHERE t.id = $1 AND ${owner}${visible} FOR UPDATE OF t`, params);
  const reachable = row && row.in_container && containerVariantInReach(reach, row.variant_container)
    && (row.arrangement === null || reach.arrangementIds === null || reach.arrangementIds.includes(row.arrangement));
  if (!row || !reachable) throw rowNotFound(decl, id);
  checkVersion(expected, row.version);
  return readBack(tx, decl, reach, id);
}

/**
 * The written row as the caller gets it back, after the declaration's `afterWrite`: the hook sees the row as written
 * whatever `visible` says (it may be what makes the row visible, such as a new account's scoped flag); the answer is
 * read again, as the caller may see it.
 */
async function written(tx: Queryable, decl: ResourceDeclaration, id: number, write: WriteContext & { created: boolean }): Promise<Row> {
  if (decl.afterWrite) {
    const row = await readBack(tx, { ...decl, visible: undefined }, write.reach, id);
    await decl.afterWrite(tx, row, write);
  }
  return readBack(tx, decl, write.reach, id);
}

export async function createRow(server: KitServer, decl: ResourceDeclaration, reach: KitReach, input: Input): Promise<Row> {
  return server.db.transaction(async (tx) => {
    await checkArrangement(tx, decl, reach, input.carArrangementId);
    if (decl.containerReach?.field) await checkContainer(tx, reach, input[decl.containerReach.field]);
    const unsent = Object.fromEntries(Object.keys(decl.columns).map((f) => [f, null]));
    checkContainerVariant(decl, reach, unsent, input);
    await checkReferences(tx, decl, input);
    await checkRules(tx, server, decl, reach, unsent, input);
    const sent = sentColumns(sealSecrets(decl, server.secrets, unsent, input), columnMap(decl));
    // A provider-wide row belongs to no client.
    const owner = decl.provider ? [] : ['client_id'];
    const [created] = await tx.query<{ id: number }>(`INSERT INTO ${decl.table} ${insertList(sent, owner)} RETURNING id`,
      [...(decl.provider ? [] : [reach.clientId]), ...sent.values]);
    await writeChildren(tx, decl, reach, created!.id, input);
    return written(tx, decl, created!.id, { reach, sent: input, stored: unsent, created: true });
  }).catch((error: unknown) => { throw duplicateAs(decl, error); });
}

/** Create-only fields sent on PUT must be what is stored (GET showed them); they are never written again. */
function checkCreateOnly(decl: ResourceDeclaration, stored: Row, body: Input): void {
  for (const field of decl.createOnly ?? []) {
    if (body[field] !== undefined && body[field] !== stored[field]) throw badRequest(`body.${field} cannot be changed once created`);
  }
}

/** A UNIQUE constraint's violation as the declaration's 409; anything else as it was. */
function duplicateAs(decl: ResourceDeclaration, error: unknown): unknown {
  return decl.duplicate && (error as { code?: unknown }).code === UNIQUE_VIOLATION ? conflict(decl.duplicate) : error;
}

export async function updateRow(server: KitServer, decl: ResourceDeclaration, reach: KitReach, body: Input & { id: number }, expected: IfMatch): Promise<Row> {
  // Only writable fields are written: version and read-only fields sent back from GET are ignored, and so
  // are create-only fields (checked unchanged below).
  const createOnly: readonly string[] = decl.createOnly ?? [];
  return server.db.transaction(async (tx) => {
    const stored = await lockRow(tx, decl, reach, body.id, expected);
    await checkArrangement(tx, decl, reach, body.carArrangementId);
    checkCreateOnly(decl, stored, body);
    checkContainerVariant(decl, reach, stored, body);
    await checkReferences(tx, decl, body);
    await checkRules(tx, server, decl, reach, stored, body);
    const writable = Object.fromEntries(Object.entries(sealSecrets(decl, server.secrets, stored, body)).filter(([f]) => !createOnly.includes(f)));
    const sent = sentColumns(writable, columnMap(decl));
    // Only a PUT that writes something is a change; one naming just the id leaves the version too.
    const wroteChildren = await writeChildren(tx, decl, reach, body.id, body);
    if (sent.columns.length > 0 || wroteChildren) {
      const set = [...(sent.columns.length > 0 ? [assignments(sent, 1)] : []), 'version = version + 1'].join(', ');
      const params: unknown[] = [body.id, ...sent.values];
      const owner = ownerCondition(decl, reach.clientId, (value) => `$${params.push(value)}`);
      await tx.query(`UPDATE ${decl.table} t SET ${set} WHERE t.id = $1 AND ${owner}`, params);
    }
    return written(tx, decl, body.id, { reach, sent: body, stored, created: false });
  }).catch((error: unknown) => { throw duplicateAs(decl, error); });
}

const FOREIGN_KEY_VIOLATION = '23503';

export async function deleteRow(db: Db, decl: ResourceDeclaration, reach: KitReach, id: number, expected: IfMatch): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await lockRow(tx, decl, reach, id, expected);
      const refusal = await decl.deleting?.(tx, reach.clientId, id, reach);
      if (refusal) throw conflict(refusal);
      const params: unknown[] = [id];
      const owner = ownerCondition(decl, reach.clientId, (value) => `$${params.push(value)}`);
      await tx.query(`DELETE FROM ${decl.table} t WHERE t.id = $1 AND ${owner}`, params);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw conflict(decl.inUse ?? `${decl.noun} ${id} is still in use.`);
    throw error;
  }
}
