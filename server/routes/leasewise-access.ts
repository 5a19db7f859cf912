import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Feature } from '../../src/lib/permissions';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { forbidden } from '../plugins/http-errors';
import { findLicences } from '../repositories/client-settings';
import { reachOf, type Reach } from '../repositories/scope';
import { leaseSystemClientOf, leaseSystemOf, type LeaseSystemAdapter, type LeaseSystemClient } from '../lease-system';

/**
 * Who reaches the lease-system link: the access table's `feature` (the lease-system menu's roles: bulk, supervisor,
 * master) AND the client's lease-system licence (spec 01 §1 licence switches; 02 §5 "the coupling check runs only
 * when the lease-system integration is active"): 403 with the reason otherwise. Runs after the feature's own hook.
 */
export function requireLeaseSystem(ctx: ServerContext, auth: AuthHooks, feature: Feature = 'leaseSystemMenu'): onRequestAsyncHookHandler[] {
  return [auth.requireFeature(feature), async function leaseSystemLicence(request) {
    if (!(await findLicences(ctx.db, accountOf(request).clientId))?.hasLeaseWise) {
      throw forbidden('The lease-system integration is not active for this client.');
    }
  }];
}

export interface LeaseSystemCall {
  reach: Reach;
  client: LeaseSystemClient;
  leaseSystem: LeaseSystemAdapter;
}

/** The caller's reach and how the lease system knows their client. */
export async function leaseSystemCall(ctx: ServerContext, request: FastifyRequest): Promise<LeaseSystemCall> {
  const reach = await reachOf(ctx.db, accountOf(request));
  return { reach, client: await leaseSystemClientOf(ctx, reach.clientId), leaseSystem: leaseSystemOf(ctx) };
}
