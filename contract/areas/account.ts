import { Type, type TArray, type TObject } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { emailSchema, idSchema, nullable, plainText } from '../schemas';
import type { RoleName } from '../types/core';

/** The roles an account may hold, highest first: every role but driver (drivers are not accounts of this application). */
export type AccountRole = Exclude<RoleName, 'driver'>;
export const ACCOUNT_ROLES = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor'] as const satisfies readonly AccountRole[];

const idList = () => Type.Array(idSchema, { maxItems: 500, uniqueItems: true });

const Ref = (name: 'name' | 'displayName') => Type.Array(Type.Object({ id: Type.Integer(), [name]: Type.String() }));
const ProductRef = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });

/**
 * Accounts (spec 02 §3, §7 "Accounts and roles"; issue 18): GET /account (?accountId; ?includeBindings=true adds
 * `bindings`), POST, PUT, DELETE ?accountId. The row: { id, version, emailAddress (lower-cased, unique within the
 * client), firstName, prefixSurname, surname, role (never driver), isActive, receivesOrderEmails, the scope
 * operatingCompanyIds / carArrangementIds (none: the whole client), mobilityContainerIds, and read-only
 * {product}Products, dateLastLogin, invitationPending, bindings (the names of what the id lists hold) }.
 */
export function accountContract<P extends string>(product: P) {
  const productsField = `${product}Products` as `${P}Products`;
  return defineContract({
    noun: 'Account',
    paths: { get: '/account', post: '/account', put: '/account', delete: '/account' },
    idParam: 'accountId',
    writable: {
      emailAddress: Type.String(emailSchema),
      firstName: plainText(100),
      prefixSurname: plainText(30),
      surname: plainText(100),
      role: Type.Enum(ACCOUNT_ROLES),
      isActive: Type.Boolean(),
      receivesOrderEmails: Type.Boolean(),
      operatingCompanyIds: idList(),
      carArrangementIds: idList(),
      mobilityContainerIds: idList(),
    },
    required: ['emailAddress', 'role'],
    readOnly: {
      ...({ [productsField]: Type.Array(ProductRef) } as Record<`${P}Products`, TArray<typeof ProductRef>>),
      dateLastLogin: nullable(Type.String()),
      invitationPending: Type.Boolean(),
      bindings: Type.Optional(Type.Object({ operatingCompanies: Ref('name'), carArrangements: Ref('displayName'), mobilityContainers: Ref('displayName') }) as TObject),
    },
  });
}

/** An account row with the default product key (amw). */
export type Account = RowOf<ReturnType<typeof accountContract<'amw'>>>;
