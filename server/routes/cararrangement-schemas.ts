import { Type, type Static } from 'typebox';
import { ARRANGEMENT_TYPES } from '../../contract/types/core';
import { ignoredFields, shownByGet } from '../kit/schemas';
import { arrangementFields } from '../../contract/areas/arrangement';
import { idSchema } from '../../contract/schemas';

/** Request shapes of the arrangement writes (spec 02 §7 "Car arrangement"); the fields' limits are contract/areas/arrangement.ts. */
const { displayName, mantelNumber } = arrangementFields.writable;

/** What GET shows of an arrangement besides its writable fields; a body may send it back, and it is ignored. */
const ARRANGEMENT_READ_ONLY = ['version', 'categories', 'calculatorSettings', 'hasDriverLicenseCheck'];

export const ArrangementCreate = Type.Object({
  displayName,
  // The type decides which screens an arrangement has (car-only routes); it is chosen once.
  dataObject: Type.Optional(Type.Object({ type: Type.Enum(ARRANGEMENT_TYPES) }, { additionalProperties: false })),
  mantelNumber: Type.Optional(mantelNumber),
  ...ignoredFields(shownByGet(ARRANGEMENT_READ_ONLY)),
}, { additionalProperties: false });
export type ArrangementCreate = Static<typeof ArrangementCreate>;

/** PUT: the id and the name or mantel number; what GET shows besides (categories, settings, version) comes back ignored. */
export const ArrangementUpdate = Type.Object({
  id: idSchema,
  displayName: Type.Optional(displayName),
  mantelNumber: Type.Optional(mantelNumber),
  dataObject: Type.Optional(Type.Object({ type: Type.Enum(ARRANGEMENT_TYPES) }, { additionalProperties: false })),
  ...ignoredFields(ARRANGEMENT_READ_ONLY),
}, { additionalProperties: false });
export type ArrangementUpdate = Static<typeof ArrangementUpdate>;
