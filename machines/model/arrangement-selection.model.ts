import { selectedArrangement, type arrangementSelectionMachine } from '../arrangement-selection.machine';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import type { MachineModel } from './machine-model';
import { rememberedChoiceModel } from './remembered-choice.model';
import { arrangementSample } from './samples';

export const arrangementSelectionModel = rememberedChoiceModel({
  loadActor: 'loadArrangements',
  selectEvent: 'arrangement.select',
  storageKey: STORAGE_KEYS.carArrangement,
  item: arrangementSample,
  selected: selectedArrangement,
}) as MachineModel<typeof arrangementSelectionMachine>;
