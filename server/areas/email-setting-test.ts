import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import type { AuthHooks } from '../plugins/auth';
import { kitAccess } from '../kit/register';
import { readRow } from '../kit/read';
import { rowNotFound } from '../kit/write';
import { testConnection } from '../mail/connection-test';
import { settingOf } from '../mail/transport';
import { idQuerySchema } from '../routes/schemas';
import { emailSetting } from './email-setting';

/**
 * POST /emailsetting/testconnection?emailSettingId= (our own route beside spec 02 §7's): results[0] is
 * { successful, host, answer } — the server's greeting, or one sentence for any failure (a 200 either way;
 * connection-test.ts); EWS says it cannot be delivered from here, 'service' names the local sink folder. Only the
 * saved setting is tested, at a target the server's rule allows (smtp-target.ts). The setting must be one
 * the caller reaches, like GET ?emailSettingId= (404 otherwise); `mail` writers only, since it connects out.
 */
export function registerEmailSettingTest(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const { write, reach } = kitAccess(ctx, auth, emailSetting);
  app.post<{ Querystring: { emailSettingId: string } }>('/emailsetting/testconnection', {
    onRequest: write,
    schema: { querystring: Type.Object({ emailSettingId: idQuerySchema }, { required: ['emailSettingId'] }) },
  }, async (request) => {
    const scope = await reach(request);
    const id = Number(request.query.emailSettingId);
    const setting = (await readRow(ctx.db, emailSetting, scope, id)) && (await settingOf(ctx.db, scope.clientId, id));
    if (!setting) throw rowNotFound(emailSetting, id);
    return ok([await testConnection(setting, ctx.config.mailSinkDir, ctx.secrets.open, ctx.config)]);
  });
}
