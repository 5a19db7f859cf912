import type { ServerContext } from '../context';
import type { LeaseSystemAdapter, LeaseSystemClient } from './adapter';
import { httpLeaseSystem } from './http';
import { simulatedLeaseSystem } from './simulated';

export type { LeaseSystemAdapter, LeaseSystemClient } from './adapter';

const built = new WeakMap<ServerContext, LeaseSystemAdapter>();

/** The lease system config.ts chose (`leaseSystem`): the simulated one over the context's database, or the HTTP one. */
export function leaseSystemOf(ctx: ServerContext): LeaseSystemAdapter {
  let adapter = built.get(ctx);
  if (!adapter) {
    const chosen = ctx.config.leaseSystem;
    adapter = chosen.kind === 'http' ? httpLeaseSystem(chosen) : simulatedLeaseSystem(ctx.db);
    built.set(ctx, adapter);
  }
  return adapter;
}

/** How the lease system knows the acting client: its id and debtor number. */
export async function leaseSystemClientOf(ctx: ServerContext, clientId: number): Promise<LeaseSystemClient> {
  const [row] = await ctx.db.query<{ debtor_number: string | null }>('SELECT debtor_number FROM clients WHERE id = $1', [clientId]);
  return { clientId, debtorNumber: row?.debtor_number ?? null };
}
