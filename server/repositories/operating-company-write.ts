import type { CompanyCreate as OperatingCompanyInput, CompanyUpdate as OperatingCompanyUpdate } from '../routes/operating-company-schemas';
import type { Db, Queryable } from '../db/db';
import { conflict, forbidden, notFound } from '../plugins/http-errors';
import { uniqueViolation } from '../db/unique-violation';
import type { Upload } from '../plugins/uploads';
import type { Reach } from './scope';
import { linkAttachment, unlinkAttachment, type AttachmentLinks } from './attachments';
import { assignments, insertList, sentColumns, trimmed, type ColumnMap } from './sent-columns';
import { checkVersion, type IfMatch } from '../kit/version';

/**
 * Operating-company writes (spec 02 §7). Every statement is bound to the acting client and, for an
 * administrator scoped by operating company, to their own companies: anything else is a 404 exactly
 * like an id that does not exist, and nothing changes.
 *
 * Names are unique per client (UNIQUE (client_id, name)), compared here without regard to case so
 * "Noord" and "noord" cannot both exist. A soft-deleted company keeps its row, because account and
 * arrangement links to it must go on reaching nothing (scope.ts), but it gives up its name when a new
 * or renamed company wants it: the deleted row is renamed "<name> (deleted #<id>)". Reviving it instead
 * would silently hand its old administrators their access back and resurrect its attachments.
 */

export const companyNotFound = (id: number) => notFound(`Operating company ${id} was not found.`);

const nameTaken = (name: string) => conflict(`An operating company named "${name}" already exists.`);

const MAX_NAME_LENGTH = 100;

/** Text is stored trimmed; the schema has checked types and lengths, and that a name is not blank. */
const COLUMNS: ColumnMap<OperatingCompanyInput> = {
  name: ['name', trimmed],
  debtorNumber: ['debtor_number', trimmed],
  address: ['address', trimmed],
  postalCode: ['postal_code', trimmed],
  city: ['city', trimmed],
};

/**
 * Locks a company the caller may change; 404 for another client's, a deleted or an out-of-reach one,
 * then 412 when If-Match names another version (attachment calls send none).
 */
async function lockCompany(tx: Queryable, reach: Reach, id: number, expected?: IfMatch): Promise<void> {
  const [row] = await tx.query<{ version: number }>(
    `SELECT version FROM operating_companies
     WHERE client_id = $1 AND id = $2 AND NOT is_deleted AND ($3::int[] IS NULL OR id = ANY ($3::int[]))
     FOR UPDATE`,
    [reach.clientId, id, reach.operatingCompanyIds]);
  if (!row) throw companyNotFound(id);
  checkVersion(expected, row.version);
}

async function claimName(tx: Queryable, clientId: number, name: string, exceptId: number | null): Promise<void> {
  const taken = await tx.query(
    'SELECT 1 FROM operating_companies WHERE client_id = $1 AND NOT is_deleted AND lower(name) = lower($2) AND id <> $3',
    [clientId, name, exceptId ?? 0]);
  if (taken.length > 0) throw nameTaken(name);
  await tx.query(
    `UPDATE operating_companies SET name = left(name, $3 - length(format(' (deleted #%s)', id))) || format(' (deleted #%s)', id)
     WHERE client_id = $1 AND name = $2 AND is_deleted`,
    [clientId, name, MAX_NAME_LENGTH]);
}

/** Two saves of one name at once: the loser's unique violation is the same 409 the pre-check gives. */
async function withNameClash<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && uniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Creates a company; returns its id. A scoped administrator administers only the companies they were given. */
export async function createOperatingCompany(db: Db, reach: Reach, input: OperatingCompanyInput): Promise<number> {
  if (reach.operatingCompanyIds !== null) {
    throw forbidden('You administer only your own operating companies and cannot create a new one.');
  }
  const name = trimmed(input.name);
  const sent = sentColumns(input, COLUMNS);
  return withNameClash(name, () => db.transaction(async (tx) => {
    await claimName(tx, reach.clientId, name, null);
    const [row] = await tx.query<{ id: number }>(`INSERT INTO operating_companies ${insertList(sent, ['client_id'])} RETURNING id`,
      [reach.clientId, ...sent.values]);
    return row!.id;
  }));
}

/**
 * Changes the fields the body sends (server/README.md, "Bodies"); the others and the attachments stay,
 * and what GET showed but no body writes (version, attachments) is not a column here, so it is ignored.
 */
export async function updateOperatingCompany(db: Db, reach: Reach, { id, ...input }: OperatingCompanyUpdate, expected?: IfMatch): Promise<void> {
  const name = input.name === undefined ? undefined : trimmed(input.name);
  const sent = sentColumns(input, COLUMNS);
  await withNameClash(name, () => db.transaction(async (tx) => {
    await lockCompany(tx, reach, id, expected);
    if (name !== undefined) await claimName(tx, reach.clientId, name, id);
    if (sent.columns.length > 0) {
      await tx.query(`UPDATE operating_companies SET ${assignments(sent, 2)}, version = version + 1 WHERE client_id = $1 AND id = $2`,
        [reach.clientId, id, ...sent.values]);
    }
  }));
}

/**
 * Soft delete: the row, its links and attachments stay, so administrators scoped only to it lose their
 * reach (scope.ts) and their drivers keep the reference. A scoped administrator may delete their own.
 */
export async function deleteOperatingCompany(db: Db, reach: Reach, id: number, expected?: IfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, reach, id, expected);
    await tx.query('UPDATE operating_companies SET is_deleted = true, version = version + 1 WHERE client_id = $1 AND id = $2', [reach.clientId, id]);
  });
}

export const COMPANY_ATTACHMENTS: AttachmentLinks = { table: 'operating_company_attachments', owner: 'operating_company_id', prefix: 'oc' };

/** Links a checked upload to the company (repositories/attachments.ts). */
export async function addOperatingCompanyAttachment(db: Db, reach: Reach, companyId: number, upload: Upload): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, reach, companyId);
    await linkAttachment(tx, COMPANY_ATTACHMENTS, reach.clientId, companyId, upload);
  });
}

/** Unlinks an attachment and removes its blob; 404 when it is not this company's. */
export async function removeOperatingCompanyAttachment(db: Db, reach: Reach, companyId: number, attachmentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, reach, companyId);
    await unlinkAttachment(tx, COMPANY_ATTACHMENTS, reach.clientId, companyId, attachmentId);
  });
}
