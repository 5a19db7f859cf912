import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf } from '../plugins/auth';
import { reachOf, type Reach } from '../repositories/scope';
import { leaseSystemClientOf, leaseSystemOf, type LeaseSystemAdapter, type LeaseSystemClient } from '../lease-system';

export interface LeaseSystemCall {
  reach: Reach;
  client: LeaseSystemClient;
  leaseSystem: LeaseSystemAdapter;
}

/**
 * The caller's reach and how the lease system knows their client. Who may call: the access table's `leaseSystemMenu`
 * (or `mantelContractCheck`), whose lease-system licence requireFeature checks for every route that names it.
 */
export async function leaseSystemCall(ctx: ServerContext, request: FastifyRequest): Promise<LeaseSystemCall> {
  const reach = await reachOf(ctx.db, accountOf(request));
  return { reach, client: await leaseSystemClientOf(ctx, reach.clientId), leaseSystem: leaseSystemOf(ctx) };
}
