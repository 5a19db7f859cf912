import { Type, type TBoolean } from 'typebox';
import type { Queryable } from '../db/db';
import { defineResource, type ResourceDeclaration, type RowOf } from '../kit/declaration';
import { textColumn } from '../kit/fields';
import { plainText } from '../routes/schemas';

/** The type's flag as the contract spells it for a product key: isOnlyFor{Product}, 'isOnlyForAmw' for amw. */
export const productOnlyField = <P extends string>(product: P) =>
  `isOnlyFor${product.charAt(0).toUpperCase()}${product.slice(1)}` as `isOnlyFor${Capitalize<P>}`;

/** A type still named by templates stays: deleting it would leave them without a kind of mail to be. */
async function templatesOfType(tx: Queryable, _clientId: number, id: number): Promise<string | null> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM email_templates WHERE email_template_type_id = $1', [id]);
  const n = row?.n ?? 0;
  return n === 0 ? null : `This mail template type cannot be deleted because ${n} mail ${n === 1 ? 'template uses' : 'templates use'} it.`;
}

/**
 * The provider's mail template types (spec 02 §3, §7 "Provider level", master only): /{product}/mailtemplatetype
 * (GET, POST, PUT, DELETE ?emailTemplateTypeId=). Row: { id, version, typeNumber (0–99, unique: 0 welcome,
 * 1 order, 2 login are the mails the platform sends, and 3 an account's invitation once the provider defines that type:
 * mail/account-mail.ts), name (1–100), isOnlyFor{Product} (the provider's only: hidden
 * from non-master views, refused in their writes) }. Other callers read the types they may use through GET
 * /emailtemplate/types (email-template-lists.ts).
 */
export function emailTemplateTypeArea<P extends string>(product: P) {
  const flag = productOnlyField(product);
  const writable = { typeNumber: Type.Integer({ minimum: 0, maximum: 99 }), name: plainText(100, { minLength: 1 }), ...({ [flag]: Type.Boolean() } as Record<typeof flag, TBoolean>) };
  // The flag's key is computed, so TypeScript cannot see that every writable field has its column.
  const columns = { typeNumber: { column: 'type_number' }, name: textColumn('name'), [flag]: { column: 'is_only_for_product' } } as ResourceDeclaration<typeof writable>['columns'];
  return defineResource({
    noun: 'Mail template type',
    paths: { get: `/${product}/mailtemplatetype`, post: `/${product}/mailtemplatetype`, put: `/${product}/mailtemplatetype`, delete: `/${product}/mailtemplatetype` },
    idParam: 'emailTemplateTypeId',
    table: 'email_template_types',
    writable,
    required: ['typeNumber', 'name'],
    columns,
    readOnly: {},
    readOnlySql: {},
    feature: { read: 'mailTypes', write: 'mailTypes' },
    provider: { rows: 'true' },
    duplicate: 'A mail template type with this number already exists.',
    search: 't.name',
    orderBy: 't.type_number',
    deleting: templatesOfType,
  });
}

/** A type row with the default product key (amw): { id, version, typeNumber, name, isOnlyForAmw }. */
export type EmailTemplateType = RowOf<ReturnType<typeof emailTemplateTypeArea<'amw'>>>;
