import type { FastifyInstance } from 'fastify';
import { can, type AccessSubject } from '../../contract/access/permissions';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { dashboardOf } from '../repositories/dashboard';
import { mobilityFacts } from '../repositories/mobility';
import { reachOf } from '../repositories/scope';
import { todayOf } from './driver-list-route';
import { DASHBOARD_PATHS } from '../../contract/paths/dashboard';

/**
 * GET /api-admin/dashboard (ours, issue 37; server/README.md): the home page's figures for the signed-in reader, within
 * their reach, each only where the access table lets them open the list it links to. Everyone but bulk (`dashboard`).
 */
export function registerDashboardRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get(DASHBOARD_PATHS.dashboard, { onRequest: auth.requireFeature('dashboard') }, async (request) => {
    const account = accountOf(request);
    const subject: AccessSubject = { role: account.role, ...(await mobilityFacts(ctx.db, account)) };
    const now = ctx.now();
    return ok([await dashboardOf(ctx, {
      account, reach: await reachOf(ctx.db, account), can: (feature) => can(subject, feature), now, today: todayOf(ctx),
    })]);
  });
}
