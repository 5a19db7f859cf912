import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { LoginRefreshRequest } from '../../contract/types/core';
import { LEASEWISE_PATHS } from '../../contract/paths/leasewise';
import type { ServerContext } from '../context';
import { accountOf, bearerToken, type AuthHooks } from '../plugins/auth';
import { issueHandover, hashToken, TOKEN_PATTERN } from '../auth/tokens';
import { unauthorized } from '../plugins/http-errors';
import { ok } from '../envelope';
import { bodySchema } from './schemas';
import { registerExternalDriverList } from './external-driver-list';
import { registerLeaseWiseArrangementRoutes } from './leasewise-arrangement';
import { registerLeaseWiseCatalogueRoutes } from './leasewise-catalogue';
import { registerLeaseWiseCustomRoutes } from './leasewise-custom';
import { registerLeaseWiseDriverWrite } from './leasewise-driver';

/**
 * /api-admin/leasewise: the login refresh, which trades a token handed over in a URL (from the lease
 * system or another tab) for a pair of its own that stays part of the session it came from (a child
 * family: it ends with that sign-in, and never outlives it); and GET /leasewise/driver
 * (?leaseWiseDriverId), the drivers with a lease-system id, for the lease-system menu's roles. The link to the lease
 * system itself (issue 20) is in leasewise-*.ts: arrangements and their mantels, the lease system's catalogue, its
 * custom components and options, and drivers taken from it.
 */
export function registerLeasewiseRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  registerExternalDriverList(app, ctx, auth, LEASEWISE_PATHS.driver, 'leaseWise', 'leaseSystemMenu');
  registerLeaseWiseDriverWrite(app, ctx, auth);
  registerLeaseWiseArrangementRoutes(app, ctx, auth);
  registerLeaseWiseCatalogueRoutes(app, ctx, auth);
  registerLeaseWiseCustomRoutes(app, ctx, auth);

  app.post<{ Body: LoginRefreshRequest }>(
    LEASEWISE_PATHS.loginRefresh,
    {
      onRequest: auth.signedIn,
      schema: { body: bodySchema({ token: { type: 'string', pattern: TOKEN_PATTERN } }) },
    },
    async (request) => {
      const account = accountOf(request);
      // The body must repeat the bearer token: a bare bearer header is not enough to mint a pair.
      const bearer = Buffer.from(hashToken(bearerToken(request) ?? ''));
      const claimed = Buffer.from(hashToken(request.body.token));
      if (!timingSafeEqual(bearer, claimed)) throw unauthorized('The token does not match the Authorization header.');
      const token = await issueHandover(ctx, account);
      if (!token) throw unauthorized('The session has ended.');
      return ok([token]);
    },
  );
}
