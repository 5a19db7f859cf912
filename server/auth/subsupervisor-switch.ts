import type { Queryable } from '../db/db';

/**
 * GET /{product}/switchtosubsupervisor: every family of the sign-in's session tree (the sign-in and each hand-over or
 * login refresh under it) acts as a sub-supervisor, or as the master again; returns the new state. The whole tree, or
 * a hand-over opened before the switch would keep the master's rights; the token lookup reads the flag of the token's
 * own family on every call, so an access token a child already holds is checked under the new role at once.
 */
export async function toggleSubsupervisorSwitch(db: Queryable, familyId: string): Promise<boolean> {
  // Every family takes the presented family's new value (not each its own negation), so the tree never disagrees.
  const rows = await db.query<{ id: string; switched: boolean }>(
    `UPDATE auth_token_families f SET is_switched_to_subsupervisor = NOT own.is_switched_to_subsupervisor
     FROM auth_token_families own
     WHERE own.id = $1 AND f.root_family_id = own.root_family_id
     RETURNING f.id, f.is_switched_to_subsupervisor AS switched`, [familyId]);
  return rows.find((row) => row.id === familyId)?.switched ?? false;
}
