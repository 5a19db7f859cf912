import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who acts, for the record history (issue 39; migration 0048): the server runs each signed-in request's handler
 * inside `actingAs`, and the database drivers put the actor in the transaction-local setting `leasedesk.actor` at the
 * start of every transaction that request opens; its single writes outside a transaction become one. The history
 * trigger reads it there. Outside a request (a seed, a migration, a background job) there is none: the system's.
 */
export interface Actor {
  id: number;
  /** The client a provider's master acts for, when it is not their own. */
  actingFor: number | null;
  asSubsupervisor: boolean;
}

const actors = new AsyncLocalStorage<Actor>();

export const actingAs = <T>(actor: Actor, run: () => T): T => actors.run(actor, run);

/** The setting's value for the current request, or null outside one. */
export function actorSetting(): string | null {
  const actor = actors.getStore();
  return actor ? JSON.stringify(actor) : null;
}

/** Sets the actor for the rest of the transaction (transaction-local: it ends with the commit or rollback). */
export const SET_ACTOR = "SELECT set_config('leasedesk.actor', $1, true)";
