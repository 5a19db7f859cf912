import type { LeaseWiseArrangement, MantelCouplingCheck } from '../../contract/types/leasewise';
import type { Queryable } from '../db/db';
import type { LeaseSystemAdapter, LeaseSystemClient } from '../lease-system';
import { notFound } from '../plugins/http-errors';
import type { Reach } from './scope';

/**
 * Arrangements as the lease-system link shows them (GET /leasewise/arrangement) and the mantel contract coupling
 * check (GET /cararrangement/mantelcontractkoppelingcheck, and after every coupling), which asks the lease system and
 * stores the outcome as is_mantel_contract_valid: the supervisors' "invalid mantel contract setting" banner reads it.
 */
export async function leaseWiseArrangements(db: Queryable, reach: Reach, filter: { id?: number; mantelNumber?: string } = {}): Promise<LeaseWiseArrangement[]> {
  const rows = await db.query<{
    id: number; version: number; display_name: string; data_object_type: LeaseWiseArrangement['dataObject']['type'];
    mantel_number: string | null; contract_type: string | null; is_mantel_contract_valid: boolean;
  }>(
    `SELECT id, version, display_name, data_object_type, mantel_number, contract_type, is_mantel_contract_valid FROM car_arrangements
     WHERE client_id = $1 AND ($2::int[] IS NULL OR id = ANY ($2::int[])) AND ($3::int IS NULL OR id = $3) AND ($4::text IS NULL OR mantel_number = $4)
     ORDER BY lower(display_name), id`,
    [reach.clientId, reach.arrangementIds, filter.id ?? null, filter.mantelNumber ?? null]);
  return rows.map((r) => ({
    id: r.id, version: r.version, displayName: r.display_name, dataObject: { type: r.data_object_type },
    mantelNumber: r.mantel_number, contractType: r.contract_type, isMantelContractValid: r.is_mantel_contract_valid,
  }));
}

/** The arrangement in reach, or a 404 like an unknown id. */
export async function leaseWiseArrangement(db: Queryable, reach: Reach, id: number): Promise<LeaseWiseArrangement> {
  const [row] = await leaseWiseArrangements(db, reach, { id });
  if (!row) throw notFound(`Car arrangement ${id} was not found.`);
  return row;
}

/** What the lease system says of the arrangement's coupling now. */
export async function checkCoupling(
  leaseSystem: LeaseSystemAdapter, client: LeaseSystemClient, arrangement: Pick<LeaseWiseArrangement, 'id' | 'mantelNumber' | 'contractType'>,
): Promise<MantelCouplingCheck> {
  const answer = (problem: MantelCouplingCheck['problem']): MantelCouplingCheck => ({
    carArrangementId: arrangement.id, mantelNumber: arrangement.mantelNumber, contractType: arrangement.contractType,
    isCoupled: problem === null, problem,
  });
  if (arrangement.mantelNumber === null) return answer('notCoupled');
  const mantel = (await leaseSystem.mantels(client)).find((m) => m.mantelNumber === arrangement.mantelNumber);
  if (!mantel) return answer('unknownMantel');
  if (!mantel.isActive) return answer('mantelEnded');
  if (arrangement.contractType === null) return answer(null);
  const type = (await leaseSystem.contractTypes(client, mantel.mantelNumber))?.find((c) => c.code === arrangement.contractType);
  if (!type) return answer('unknownContractType');
  return answer(type.isValid ? null : 'contractTypeInvalid');
}

/**
 * Stores the outcome. An arrangement coupled to nothing has no contract to be invalid: the flag is true (its default,
 * spec 02 §4), so only a coupling the lease system refuses raises the banner. Not a user's edit: the version stays.
 */
export async function storeCouplingValidity(db: Queryable, clientId: number, check: MantelCouplingCheck): Promise<void> {
  await db.query('UPDATE car_arrangements SET is_mantel_contract_valid = $3 WHERE client_id = $1 AND id = $2 AND is_mantel_contract_valid <> $3',
    [clientId, check.carArrangementId, check.isCoupled || check.problem === 'notCoupled']);
}
