import { component, type Component } from '../../contract/areas/component';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/**
 * An arrangement's components at /arrangement/component (spec 02 §3, §7), bulk and above: each row
 * belongs to the selected arrangement, there is no client default. The number and description are the
 * lease system's, entered when the component is linked and fixed after (the contract's createOnly); the
 * price stays the arrangement's own to change. Limits as the contract states them (contract/areas/component.ts).
 */
export const componentArea = defineArea<Component>({
  key: 'component',
  contract: component,
  api: createResourceApi<Component>(component),
  variants: 'arrangementOnly',
  // Spec 02 §8: one the lease system no longer has is shown as such (and hidden from drivers).
  columns: [{ name: 'componentNr' }, { name: 'description' }, { name: 'price', format: 'money' }, { name: 'noLongerInLeaseSystem', format: 'yesNo' }],
  fields: [
    { name: 'componentNr', kind: 'text', createOnly: true },
    { name: 'description', kind: 'text', createOnly: true },
    { name: 'price', kind: 'number' },
  ],
  // The server's 409 for a number the arrangement already has (server/areas/component.ts `duplicate`).
  refusals: [{ key: 'duplicateNumber', pattern: /already has a component with this component number/ }],
  afterCreate: 'list',
});
