import type { Dealer } from '../../server/areas/dealer';
import { createResourceApi, onePath } from '../api/resource';
import { defineArea } from './area';

/**
 * A dealer's details at /arrangement/preferred_dealer/edit?id= (spec 02 §3, §7 "Dealer"), supervisor and above:
 * the preferred-dealer screens (screens/arrangement/preferred-dealers) list and add them per brand; this form
 * changes one dealer (all arrangements share it) or deletes it, which also ends it being preferred anywhere.
 * Limits as the server declares them (server/areas/dealer.ts).
 */
export const dealerArea = defineArea<Dealer>({
  key: 'dealer',
  api: createResourceApi<Dealer>({ paths: onePath('/dealer'), idParam: 'dealerId', noun: 'Dealer' }),
  variants: null,
  columns: [{ name: 'name' }, { name: 'city' }, { name: 'mantelNumber' }],
  fields: [
    { name: 'name', kind: 'text', maxLength: 100, required: true },
    { name: 'city', kind: 'text', maxLength: 100 },
    { name: 'address', kind: 'text', maxLength: 200 },
    { name: 'email', kind: 'text', maxLength: 254, type: 'email', nullable: true },
    { name: 'phoneNumber', kind: 'text', maxLength: 30, type: 'tel' },
    { name: 'mantelNumber', kind: 'text', maxLength: 30, nullable: true },
  ],
  afterCreate: 'list',
});
