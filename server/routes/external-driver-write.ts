import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf } from '../plugins/auth';
import { ifMatchOf } from '../kit/version';
import { findDriver } from '../repositories/driver-list';
import { driverWriteReachOf, updateDriver, type DriverInput } from '../repositories/driver-write';
import type { ExternalIdKind } from '../repositories/driver-list';
import { conflictOnClash, createWelcomedDriver, driverAnswer } from './driver';
import { todayOf } from './driver-list-route';

const COLUMN: Record<ExternalIdKind, string> = { leaseWise: 'lease_wise_driver_id', fleetManagement: 'fleet_management_driver_id' };

/**
 * POST /leasewise/driver and POST /fleetmanagement/driver: a driver of the acting client by another system's id. The
 * driver holding that id is updated with `fields` (within the caller's reach, else 404; If-Match on its version, 412),
 * else a new one is created with them (and the welcome mail, like POST /driver). Clashes (the e-mail address of
 * another driver) are the driver routes' 409. Answers the driver as GET /driver shows it, with its ETag.
 */
export async function upsertExternalDriver(
  ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, kind: ExternalIdKind, externalId: string, fields: DriverInput,
) {
  const reach = await driverWriteReachOf(ctx.db, accountOf(request));
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [holder] = await tx.query<{ id: number }>(`SELECT id FROM drivers WHERE client_id = $1 AND ${COLUMN[kind]} = $2`, [reach.clientId, externalId]);
      if (!holder) return createWelcomedDriver(ctx, tx, reach, fields);
      await updateDriver(tx, reach, holder.id, fields, ctx.now(), ifMatchOf(request));
      return holder.id;
    });
    return driverAnswer(reply, await findDriver(ctx.db, reach, id, todayOf(ctx)));
  } catch (error) {
    conflictOnClash(error);
  }
}
