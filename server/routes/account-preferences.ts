import type { FastifyInstance } from 'fastify';
import type { AccountPreferences } from '../../contract/types/core';
import { can } from '../../contract/access/permissions';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { forbidden } from '../plugins/http-errors';
import { findPreferences, savePreferences } from '../repositories/account-preferences';
import { bodySchema } from './schemas';
import { ACCOUNT_PATHS } from '../../contract/paths/account';

/**
 * The signed-in user's theme and width (spec 01 §1, §3; "width and theme preference posts: paths not shown", §7),
 * designed here: GET /api-admin/account/preferences → results[0] `{ theme, width }`, PUT with either or both →
 * the preferences as stored. Per account, not per acting client: a master who switches client keeps theirs, and
 * they follow the user to any browser (the app keeps its browser copy only as the first guess).
 *
 * Dark is the access table's `darkToggle` (master): anyone else asking for it is refused (403, nothing stored),
 * and a stored dark of an account that is no longer a master is answered as light, so the server never hands the
 * interface a theme its role may not have. Shoelace's dark theme is not checked against the clients' colours, which
 * is why the spec keeps it for the provider's own staff.
 *
 * No ETag or If-Match here, unlike the shared rows: these are one person's own two switches, each PUT names only
 * the switch that was flipped, and the latest flip is what that person wants — a 412 between two of their own tabs
 * would refuse a toggle and save nothing anyone could lose.
 */
const preferencesSchema = {
  ...bodySchema({ theme: { type: 'string', enum: ['light', 'dark'] }, width: { type: 'string', enum: ['container', 'fluid'] } }, []),
  minProperties: 1,
};

export function registerAccountPreferenceRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const mayUseDark = (request: Parameters<typeof accountOf>[0]) => can({ role: accountOf(request).role }, 'darkToggle');
  const effective = (request: Parameters<typeof accountOf>[0], stored: AccountPreferences): AccountPreferences =>
    (mayUseDark(request) ? stored : { ...stored, theme: 'light' });

  app.get(ACCOUNT_PATHS.preferences, { onRequest: auth.signedIn }, async (request) =>
    ok([effective(request, await findPreferences(ctx.db, accountOf(request).id))]));

  app.put<{ Body: Partial<AccountPreferences> }>(
    ACCOUNT_PATHS.preferences,
    { onRequest: auth.signedIn, schema: { body: preferencesSchema } },
    async (request) => {
      if (request.body.theme === 'dark' && !mayUseDark(request)) throw forbidden('The dark theme is for masters only.');
      return ok([effective(request, await savePreferences(ctx.db, accountOf(request).id, request.body))]);
    },
  );
}
