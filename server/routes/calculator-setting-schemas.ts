import { Type, type Static } from 'typebox';
import { FuelDurationKm } from '../../contract/areas/calculator-setting';
import { ignoredFields } from '../kit/schemas';
import { idSchema } from '../../contract/schemas';

/** The calculator setting's bodies; its fields and their limits are contract/areas/calculator-setting.ts. */
const writable = {
  isActiveOnlineForDrivers: Type.Optional(Type.Boolean()),
  durationKm: Type.Optional(Type.Array(FuelDurationKm, { maxItems: 3 })),
};

/** What GET shows besides the writable fields: the date of the last run is the bulk run's to set. */
const READ_ONLY = ['version', 'dateLastRun'];

/** POST: a setting for an arrangement that has none; what GET showed is accepted and ignored, as on PUT. */
export const CalculatorSettingCreate = Type.Object({ carArrangementId: idSchema, ...writable, ...ignoredFields(READ_ONLY) }, { additionalProperties: false });
export type CalculatorSettingCreate = Static<typeof CalculatorSettingCreate>;

/** PUT: what GET returned is accepted. */
export const CalculatorSettingUpdate = Type.Object({ carArrangementId: idSchema, ...writable, ...ignoredFields(READ_ONLY) }, { additionalProperties: false });
export type CalculatorSettingUpdate = Static<typeof CalculatorSettingUpdate>;
