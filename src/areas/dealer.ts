import { dealer, type Dealer } from '../../contract/areas/dealer';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/**
 * A dealer's details at /arrangement/preferred_dealer/edit?id= (spec 02 §3, §7 "Dealer"), supervisor and above:
 * the preferred-dealer screens (screens/arrangement/preferred-dealers) list and add them per brand; this form
 * changes one dealer (all arrangements share it) or deletes it, which also ends it being preferred anywhere.
 * Limits as the contract states them (contract/areas/dealer.ts).
 */
export const dealerArea = defineArea<Dealer>({
  key: 'dealer',
  contract: dealer,
  api: createResourceApi<Dealer>(dealer),
  variants: null,
  columns: [{ name: 'name' }, { name: 'city' }, { name: 'mantelNumber' }],
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'city', kind: 'text' },
    { name: 'address', kind: 'text' },
    { name: 'email', kind: 'text', type: 'email', nullable: true },
    { name: 'phoneNumber', kind: 'text', type: 'tel' },
    { name: 'mantelNumber', kind: 'text', nullable: true },
  ],
  afterCreate: 'list',
});
