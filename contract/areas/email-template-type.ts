import { Type, type TBoolean } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { plainText } from '../schemas';

/** The type's flag as the contract spells it for a product key: isOnlyFor{Product}, 'isOnlyForAmw' for amw. */
export const productOnlyField = <P extends string>(product: P) =>
  `isOnlyFor${product.charAt(0).toUpperCase()}${product.slice(1)}` as `isOnlyFor${Capitalize<P>}`;

/**
 * The provider's mail template types (spec 02 §3, §7 "Provider level", master only): /{product}/mailtemplatetype
 * (GET, POST, PUT, DELETE ?emailTemplateTypeId=). Row: { id, version, typeNumber (0–99, unique: 0 welcome,
 * 1 order, 2 login are the mails the platform sends, and 3 an account's invitation once the provider defines that type),
 * name (1–100), isOnlyFor{Product} (the provider's only: hidden from non-master views, refused in their writes) }.
 */
export function emailTemplateTypeContract<P extends string>(product: P) {
  const flag = productOnlyField(product);
  const path = `/${product}/mailtemplatetype`;
  return defineContract({
    noun: 'Mail template type',
    paths: { get: path, post: path, put: path, delete: path },
    idParam: 'emailTemplateTypeId',
    writable: { typeNumber: Type.Integer({ minimum: 0, maximum: 99 }), name: plainText(100, { minLength: 1 }), ...({ [flag]: Type.Boolean() } as Record<typeof flag, TBoolean>) },
    required: ['typeNumber', 'name'],
    readOnly: {},
  });
}

/** A type row with the default product key (amw): { id, version, typeNumber, name, isOnlyForAmw }. */
export type EmailTemplateType = RowOf<ReturnType<typeof emailTemplateTypeContract<'amw'>>>;
