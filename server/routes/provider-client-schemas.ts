import { ATTENTION_FILTERS } from '../../contract/types/dashboard';
import { Type } from 'typebox';
import { CLIENT_REQUIRED, CLIENT_WRITABLE } from '../../contract/areas/provider-client';
import { ignoredFields, LIST_PARAMS, shownByGet } from '../kit/schemas';
import { idSchema } from '../../contract/schemas';
import { idQuerySchema } from './schemas';

/** The client administration's bodies and list query; the client's fields are its contract's (contract/areas/provider-client.ts). */
const optional = <K extends keyof typeof CLIENT_WRITABLE>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, Type.Optional(CLIENT_WRITABLE[key])]));
const writableKeys = Object.keys(CLIENT_WRITABLE) as (keyof typeof CLIENT_WRITABLE)[];

/**
 * POST: the required fields; the rest start as the tables' defaults (no debtor number, euro, active, no licences).
 * The id and version of a client copied from GET are accepted and ignored.
 */
export const clientCreateBody = Type.Object({
  ...optional(writableKeys.filter((key) => !(CLIENT_REQUIRED as readonly string[]).includes(key))),
  ...Object.fromEntries(CLIENT_REQUIRED.map((key) => [key, CLIENT_WRITABLE[key]])),
  ...ignoredFields(shownByGet([])),
}, { additionalProperties: false });

/** PUT: the id and any field (what is left out stays); `version` from GET is accepted and ignored. */
export const clientUpdateBody = Type.Object({ id: idSchema, ...optional(writableKeys), ...ignoredFields(['version']) }, { additionalProperties: false });

export const clientListQuery = Type.Object({
  clientId: Type.Optional(idQuerySchema), attention: Type.Optional(Type.Enum(ATTENTION_FILTERS.providerClient)), ...LIST_PARAMS,
});
