import { HttpError } from '../plugins/http-errors';
import type { Queryable } from '../db/db';
import { defineResource } from '../kit/declaration';
import { emailTemplate as contract } from '../../contract/areas/email-template';
import { CONTAINER_VARIANT, VARIANT } from '../kit/fields';
import type { KitReach } from '../kit/declaration';
import { TEMPLATE } from './email-template-fields';
import { removeTemplateFiles } from './email-template-files';

/**
 * Why a caller may not write a template of this type: a type marked only for the provider (is_only_for_product,
 * spec 02 §5 "Mail template types for non-master views keep only types whose isOnlyFor{product} is false") is
 * a master's. A 403 with the reason, so the app can say why rather than pretend the type does not exist.
 */
export async function refuseProviderOnlyType(tx: Queryable, reach: Pick<KitReach, 'role'>, typeId: unknown): Promise<void> {
  if (reach.role === 'master' || typeof typeId !== 'number') return;
  const [type] = await tx.query<{ only: boolean }>('SELECT is_only_for_product AS only FROM email_template_types WHERE id = $1', [typeId]);
  if (type?.only) throw new HttpError(403, `Mail template type ${typeId} is for the provider only; choose a type from GET /emailtemplate/types.`);
}

/**
 * Mail templates of the client (their contract: contract/areas/email-template.ts); a DELETE takes its attachments'
 * files too. A template is the client's default (no arrangement, no container), one arrangement's (in the caller's reach) or
 * one mobility container's (the mobility rule and the caller's container reach); at most one per type for each
 * (409). When a mail is rendered the arrangement's template wins, then the container's, then the client default,
 * then the provider's (provider-email-template.ts). Attachments: email-template-attachments.ts.
 *
 * Access: the access table's `mail` (supervisor and above). A type only for the provider is a master's: another
 * caller's write naming it, or of a template that has it, is a 403 with the reason.
 */
export const emailTemplate = defineResource({
  ...contract,
  table: 'email_templates',
  columns: { ...TEMPLATE.columns, ...VARIANT.columns, ...CONTAINER_VARIANT.columns },
  readOnlySql: { ...TEMPLATE.readOnlySql, ...VARIANT.readOnlySql, ...CONTAINER_VARIANT.readOnlySql },
  feature: { read: 'mail', write: 'mail' },
  variants: { containers: true },
  duplicate: 'There already is a mail template of this type and language for this arrangement, container or client default.',
  search: TEMPLATE.search,
  orderBy: TEMPLATE.orderBy,
  async check(row, tx, _clientId, { reach, stored }) {
    await refuseProviderOnlyType(tx, reach, stored.emailTemplateTypeId);
    await refuseProviderOnlyType(tx, reach, row.emailTemplateTypeId);
    return null;
  },
  async deleting(tx, clientId, id, reach) {
    const [stored] = await tx.query<{ type: number }>('SELECT email_template_type_id AS type FROM email_templates WHERE id = $1', [id]);
    await refuseProviderOnlyType(tx, reach, stored?.type);
    return removeTemplateFiles(tx, clientId, id);
  },
});
