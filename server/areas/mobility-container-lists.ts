import type { FastifyInstance } from 'fastify';
import { MOBILITY_CONTAINER_PATHS } from '../../contract/paths/mobility-container';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import type { ResourceDeclaration } from '../kit/declaration';
import { listRows } from '../kit/read';
import { kitAccess } from '../kit/register';
import { checkContainer } from '../kit/write';
import type { AuthHooks } from '../plugins/auth';
import { idQuerySchema } from '../routes/schemas';
import { mobilityCategory } from './mobility-category';
import { mobilityProduct } from './mobility-product';

/**
 * GET /mobilitycontainer/categories?mobilityContainerId= and /mobilitycontainer/products?mobilityContainerId=
 * (spec 02 §7 "Mobility"): one container's category and product rows, exactly as GET /mobilitycategory and
 * /mobilityproduct answer them filtered by that container (same rows, same order, `resultCount`). Same access
 * as those lists; a container out of reach (another client's, unbound for a sub-supervisor) is a 404.
 */
function registerContainerList(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks, path: string, decl: ResourceDeclaration): void {
  const { read, reach } = kitAccess(ctx, auth, decl);
  app.get<{ Querystring: { mobilityContainerId: string } }>(
    path,
    { onRequest: read, schema: { querystring: Type.Object({ mobilityContainerId: idQuerySchema }) } },
    async (request) => {
      const scope = await reach(request);
      const container = Number(request.query.mobilityContainerId);
      await checkContainer(ctx.db, scope, container);
      const { rows, total } = await listRows(ctx.db, decl, scope, { equal: { mobilityContainerId: String(container) } });
      return { ...ok(rows), resultCount: total };
    },
  );
}

export function registerMobilityContainerLists(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  registerContainerList(app, ctx, auth, MOBILITY_CONTAINER_PATHS.categories, mobilityCategory);
  registerContainerList(app, ctx, auth, MOBILITY_CONTAINER_PATHS.products, mobilityProduct);
}
