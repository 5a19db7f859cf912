import { category, type Category } from '../../contract/areas/category';
import { attachmentCalls } from '../api/attachments';
import { fetchCarArrangements } from '../api/cararrangement';
import { createResourceApi } from '../api/resource';
import { FUEL_CODES, hasPetrolOrDiesel } from '../../contract/fuels';
import { defineArea } from './area';
import { attachmentsPanel } from './attachments-panel';

const fuelsOf = (values: Record<string, unknown>) => (Array.isArray(values.fuels) ? values.fuels : []);

/**
 * Categories (spec 02 §3, §5, §7) at /arrangement/category (the selected arrangement's) and
 * /component/category (every arrangement's in reach, the arrangement chosen in the form), bulk and above.
 * The number is unique within its arrangement (the server's 409); the fuels come from the fixed list
 * (spec 02 §3), and a car arrangement's category needs petrol or diesel (§5: checked here before saving,
 * and by the server). Attachments are their own calls, below the edit form. Limits as the contract
 * states them (contract/areas/category.ts).
 */
export const categoryArea = defineArea<Category>({
  key: 'category',
  contract: category,
  api: createResourceApi<Category>(category),
  variants: 'arrangementOnly',
  everyArrangementUnderComponent: true,
  columns: [
    { name: 'carArrangementName', only: 'component' },
    { name: 'categoryNumber', format: 'number' },
    { name: 'displayName' },
    { name: 'normLease', format: 'money' },
    { name: 'fuels', format: 'choices', labels: 'fuels' },
  ],
  fields: [
    {
      name: 'carArrangementId', kind: 'choice', only: 'component',
      options: async (_, signal) => (await fetchCarArrangements({ signal })).map((arrangement) => ({ value: String(arrangement.id), label: arrangement.displayName })),
    },
    { name: 'categoryNumber', kind: 'number' },
    { name: 'displayName', kind: 'text' },
    { name: 'normLease', kind: 'number', nullable: true },
    // Always sent (an empty list for a bike plan's category), so never missing: the fuel rule, not "required", asks for petrol or diesel.
    { name: 'fuels', kind: 'multiChoice', choices: FUEL_CODES, labels: 'fuels', required: false },
  ],
  rules: [{
    key: 'petrolOrDiesel',
    field: 'fuels',
    // Fuels choose cars: only a car arrangement's categories need petrol or diesel (the server's rule too).
    holds: (values, context) => context.arrangementTypeOf(values.carArrangementId) !== 'car' || hasPetrolOrDiesel(fuelsOf(values)),
  }],
  refusals: [
    // The server's 409 for a number the arrangement already has (its declaration's `duplicate`).
    { key: 'duplicateNumber', pattern: /already has a category with this category number/ },
    { key: 'inUse', pattern: /cannot be deleted because orders were placed in it/ },
    { key: 'petrolOrDiesel', pattern: /must include petrol \(l\) or diesel \(d\)/ },
  ],
  afterCreate: 'list',
  extraPanel: attachmentsPanel<Category>(
    attachmentCalls<Category>({ upload: '/category/uploadattachment', remove: '/category/deleteattachment', idParam: 'categoryId', noun: 'Category' }),
    'category-attachments'),
});
