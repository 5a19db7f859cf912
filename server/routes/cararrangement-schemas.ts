import { Type, type Static } from 'typebox';
import { ARRANGEMENT_TYPES } from '../../src/api/types';
import { ignoredFields, shownByGet } from '../kit/schemas';
import { idSchema, plainText } from './schemas';

/** Request shapes of the arrangement writes (spec 02 §7 "Car arrangement"). */
const mantelNumber = Type.Union([Type.String({ pattern: '^[A-Za-z0-9-]{1,30}$' }), Type.Null()]);

/** What GET shows of an arrangement besides its writable fields; a body may send it back, and it is ignored. */
const ARRANGEMENT_READ_ONLY = ['version', 'categories', 'calculatorSettings', 'hasDriverLicenseCheck'];

export const ArrangementCreate = Type.Object({
  displayName: plainText(100, { minLength: 1 }),
  // The type decides which screens an arrangement has (car-only routes); it is chosen once.
  dataObject: Type.Optional(Type.Object({ type: Type.Enum(ARRANGEMENT_TYPES) }, { additionalProperties: false })),
  mantelNumber: Type.Optional(mantelNumber),
  ...ignoredFields(shownByGet(ARRANGEMENT_READ_ONLY)),
}, { additionalProperties: false });
export type ArrangementCreate = Static<typeof ArrangementCreate>;

/** PUT: the id and the name or mantel number; what GET shows besides (categories, settings, version) comes back ignored. */
export const ArrangementUpdate = Type.Object({
  id: idSchema,
  displayName: Type.Optional(plainText(100, { minLength: 1 })),
  mantelNumber: Type.Optional(mantelNumber),
  dataObject: Type.Optional(Type.Object({ type: Type.Enum(ARRANGEMENT_TYPES) }, { additionalProperties: false })),
  ...ignoredFields(ARRANGEMENT_READ_ONLY),
}, { additionalProperties: false });
export type ArrangementUpdate = Static<typeof ArrangementUpdate>;
