import { registerHistoryRoutes } from '../history/routes';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { registerAccountRoutes } from './account';
import { registerAccountPreferenceRoutes } from './account-preferences';
import { registerAuthRoutes } from './auth';
import { registerGrantAccessRoutes } from './grant-access';
import { registerBlobRoutes } from './blob';
import { registerCarArrangementRoutes } from './cararrangement';
import { registerCatalogueRoutes } from './catalogue';
import { registerDriverRoutes } from './driver';
import { registerFleetManagementRoutes } from './fleetmanagement';
import { registerOperatingCompanyRoutes } from './operatingcompany';
import { registerOrderRoutes } from './order';
import { registerMobilityContainerRoutes } from './mobilitycontainer';
import { registerProviderRoutes } from './provider';
import { registerBulkComparerRoutes } from './bulk-comparer';
import { registerClientRoutes } from './client';
import { registerClientSettingRoutes } from './clientsetting';
import { registerBulkRunRoutes } from './bulk-run';
import { registerLanguageRoutes } from './language';
import { registerLeasewiseRoutes } from './leasewise';
import { registerTicketRoutes } from './ticket';
import { registerKitAreas } from '../areas';
import { registerPreferredDealerRoutes } from './preferred-dealer';
import { registerCarRoutes } from './car';
import { registerMobilityWebAppRoutes, registerMobilityWebAppStandIn } from './mobility-webapp';
import { registerAnalyzerRoutes } from './analyzer';
import { registerDashboardRoutes } from './dashboard';
import { AUTH_PREFIX } from '../../contract/paths/auth';

/** Every contract area, one module each; new areas are added here. */
export function registerApiRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  // Form-encoded bodies are the OAuth token endpoint's (spec 01 §7) and sign-in's: parsed in that scope only,
  // so every /api-admin write takes JSON (uploads add multipart in their own scope) and anything else is a 415.
  app.register(
    async (scope) => {
      await scope.register(formbody, { bodyLimit: ctx.config.bodyLimitBytes });
      registerAuthRoutes(scope, ctx);
      registerGrantAccessRoutes(scope, ctx);
    },
    { prefix: AUTH_PREFIX },
  );
  app.register(
    async (api) => {
      registerClientSettingRoutes(api, ctx, auth);
      registerBulkRunRoutes(api, ctx, auth);
      registerClientRoutes(api, ctx, auth);
      registerAccountRoutes(api, ctx, auth);
      registerAccountPreferenceRoutes(api, ctx, auth);
      registerLanguageRoutes(api, ctx, auth);
      registerTicketRoutes(api, ctx, auth);
      registerLeasewiseRoutes(api, ctx, auth);
      registerBlobRoutes(api, ctx, auth);
      registerCarArrangementRoutes(api, ctx, auth);
      registerCatalogueRoutes(api, ctx, auth);
      registerMobilityContainerRoutes(api, ctx, auth);
      registerDriverRoutes(api, ctx, auth);
      registerFleetManagementRoutes(api, ctx, auth);
      registerOperatingCompanyRoutes(api, ctx, auth);
      registerOrderRoutes(api, ctx, auth);
      registerProviderRoutes(api, ctx, auth);
      registerBulkComparerRoutes(api, ctx, auth);
      registerKitAreas(api, ctx, auth);
      registerPreferredDealerRoutes(api, ctx, auth);
      registerCarRoutes(api, ctx, auth);
      registerMobilityWebAppRoutes(api, ctx, auth);
      registerDashboardRoutes(api, ctx, auth);
      registerHistoryRoutes(api, ctx, auth);
    },
    { prefix: '/api-admin' },
  );
  // The problem analyzer keeps the path the contract gives it (spec 01 §7), beside /api-admin: same token, same envelope.
  app.register(async (api) => registerAnalyzerRoutes(api, ctx, auth), { prefix: '/api-omr' });
  registerMobilityWebAppStandIn(app);
}
