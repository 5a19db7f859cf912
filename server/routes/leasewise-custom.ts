import type { FastifyInstance } from 'fastify';
import type { LeaseWiseCustomItem } from '../../contract/types/leasewise';
import { LEASEWISE_PATHS } from '../../contract/paths/leasewise';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import type { AuthHooks } from '../plugins/auth';
import { leaseWiseArrangement } from '../repositories/mantel-coupling';
import { idQuerySchema, querySchema } from './schemas';
import { leaseSystemCall } from './leasewise-access';

interface LeaseItem { code: string; description: string; isStandardIfChosen?: boolean }
interface OwnItem { id: number; code: string; description: string }

/**
 * The lease system's items beside ours: every lease-system item with the id of ours linked to it (or null), then each
 * of ours with a lease-system code the lease system no longer offers, marked `noLongerInLeaseSystem` (hidden from
 * drivers, spec 02 §8). An arrangement coupled to no mantel has no lease-system items, and none of ours is flagged.
 */
function merge(lease: readonly LeaseItem[], own: readonly OwnItem[], coupled: boolean): LeaseWiseCustomItem[] {
  const key = (code: string) => code.toUpperCase();
  const ownByCode = new Map(own.filter((o) => o.code !== '').map((o) => [key(o.code), o]));
  const offered = new Set(lease.map((l) => key(l.code)));
  return [
    ...lease.map((l) => ({ ...l, linkedId: ownByCode.get(key(l.code))?.id ?? null, noLongerInLeaseSystem: false })),
    ...[...ownByCode.values()].filter((o) => !offered.has(key(o.code)))
      .map((o) => ({ code: o.code, description: o.description, linkedId: o.id, noLongerInLeaseSystem: coupled })),
  ];
}

/** GET /leasewise/customcomponents?arrangementId= and /leasewise/customoptionaccessories?arrangementId= (spec 02 §7). */
export function registerLeaseWiseCustomRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const schema = { querystring: querySchema({ arrangementId: idQuerySchema }, ['arrangementId']) };
  const onRequest = auth.requireFeature('leaseSystemMenu');
  const routes = [
    {
      path: LEASEWISE_PATHS.customComponents,
      own: 'SELECT id, component_nr AS code, description FROM components WHERE client_id = $1 AND car_arrangement_id = $2 ORDER BY id',
      lease: (call: Awaited<ReturnType<typeof leaseSystemCall>>, mantel: string) =>
        call.leaseSystem.components(call.client, mantel).then((rows) => rows.map((r) => ({ code: r.componentNr, description: r.description }))),
    },
    {
      path: LEASEWISE_PATHS.customOptionAccessories,
      own: 'SELECT id, code, description FROM option_accessories WHERE client_id = $1 AND car_arrangement_id = $2 ORDER BY id',
      lease: (call: Awaited<ReturnType<typeof leaseSystemCall>>, mantel: string) => call.leaseSystem.optionAccessories(call.client, mantel),
    },
  ];
  for (const route of routes) {
    app.get<{ Querystring: { arrangementId: string } }>(route.path, { onRequest, schema }, async (request) => {
      const call = await leaseSystemCall(ctx, request);
      const arrangement = await leaseWiseArrangement(ctx.db, call.reach, Number(request.query.arrangementId));
      const own = await ctx.db.query<OwnItem>(route.own, [call.reach.clientId, arrangement.id]);
      const lease = arrangement.mantelNumber === null ? [] : await route.lease(call, arrangement.mantelNumber);
      return ok(merge(lease, own, arrangement.mantelNumber !== null));
    });
  }
}
