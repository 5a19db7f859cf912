import type { Queryable } from '../db/db';
import { defineResource, type ResourceDeclaration } from '../kit/declaration';
import { textColumn } from '../kit/fields';
import { emailTemplateTypeContract, productOnlyField } from '../../contract/areas/email-template-type';

export { productOnlyField };

/** A type still named by templates stays: deleting it would leave them without a kind of mail to be. */
async function templatesOfType(tx: Queryable, _clientId: number, id: number): Promise<string | null> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM email_templates WHERE email_template_type_id = $1', [id]);
  const n = row?.n ?? 0;
  return n === 0 ? null : `This mail template type cannot be deleted because ${n} mail ${n === 1 ? 'template uses' : 'templates use'} it.`;
}

/**
 * The provider's mail template types' table and rules (their contract: contract/areas/email-template-type.ts). Type 3
 * is an account's invitation once the provider defines it (mail/account-mail.ts). Other callers read the types they may
 * use through GET /emailtemplate/types (email-template-lists.ts).
 */
export function emailTemplateTypeArea<P extends string>(product: P) {
  const contract = emailTemplateTypeContract(product);
  const flag = productOnlyField(product);
  // The flag's key is computed, so TypeScript cannot see that every writable field has its column.
  const columns = { typeNumber: { column: 'type_number' }, name: textColumn('name'), [flag]: { column: 'is_only_for_product' } } as ResourceDeclaration<typeof contract.writable>['columns'];
  return defineResource({
    ...contract,
    table: 'email_template_types',
    columns,
    readOnlySql: {},
    feature: { read: 'mailTypes', write: 'mailTypes' },
    provider: { rows: 'true' },
    duplicate: 'A mail template type with this number already exists.',
    search: 't.name',
    orderBy: 't.type_number',
    deleting: templatesOfType,
  });
}
