import { optionAccessory, type OptionAccessory } from '../../contract/areas/option-accessory';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/**
 * An arrangement's option accessories at /arrangement/option_accessory (spec 02 §3, §5, §7), bulk and
 * above: each row belongs to the selected arrangement. The description at most 50 characters (the lease
 * system's limit); the code links a lease-system option (one that is 'standard if chosen' there is refused
 * by the server), empty for an option of the arrangement's own.
 */
export const optionAccessoryArea = defineArea<OptionAccessory>({
  key: 'optionAccessory',
  contract: optionAccessory,
  api: createResourceApi<OptionAccessory>(optionAccessory),
  variants: 'arrangementOnly',
  // Spec 02 §8: one the lease system no longer has is shown as such (and hidden from drivers).
  columns: [
    { name: 'code' }, { name: 'description' }, { name: 'defaultSelected', format: 'yesNo' }, { name: 'price', format: 'money' },
    { name: 'noLongerInLeaseSystem', format: 'yesNo' },
  ],
  fields: [
    { name: 'description', kind: 'text' },
    { name: 'code', kind: 'text' },
    { name: 'price', kind: 'number' },
    { name: 'defaultSelected', kind: 'checkbox' },
  ],
  defaults: { defaultSelected: false },
  // The server's 400 for a linked option the lease system marks so (server/areas/option-accessory.ts `check`).
  refusals: [{ key: 'standardIfChosen', pattern: /^Option (?<code>\S+) is 'standard if chosen'/ }],
  afterCreate: 'list',
});
