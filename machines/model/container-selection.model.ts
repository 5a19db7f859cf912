import { selectedContainer, type containerSelectionMachine } from '../container-selection.machine';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { ensure, type MachineModel } from './machine-model';
import { rememberedChoiceModel } from './remembered-choice.model';
import { containerSample } from './samples';

const shared = rememberedChoiceModel({
  loadActor: 'loadContainers',
  selectEvent: 'container.select',
  storageKey: STORAGE_KEYS.mobilityContainer,
  item: containerSample,
  selected: selectedContainer,
});

export const containerSelectionModel: MachineModel<typeof containerSelectionMachine> = {
  ...shared,
  events: {
    ...shared.events,
    'container.created': [
      { type: 'container.created', id: 4 },
      { type: 'container.created', id: 0 },
    ],
  },
  invariants(snapshot) {
    shared.invariants?.(snapshot);
    ensure(!snapshot.can({ type: 'container.created', id: 0 }), 'an invalid new container id is refused');
  },
};
