import type { Category } from '../../server/areas/category';
import { attachmentCalls } from '../api/attachments';
import { fetchCarArrangements } from '../api/cararrangement';
import { createResourceApi, onePath } from '../api/resource';
import { FUEL_CODES, hasPetrolOrDiesel } from '../lib/fuels';
import { defineArea } from './area';
import { attachmentsPanel } from './attachments-panel';

const fuelsOf = (values: Record<string, unknown>) => (Array.isArray(values.fuels) ? values.fuels : []);

/**
 * Categories (spec 02 §3, §5, §7) at /arrangement/category (the selected arrangement's) and
 * /component/category (every arrangement's in reach, the arrangement chosen in the form), bulk and above.
 * The number is unique within its arrangement (the server's 409); the fuels come from the fixed list
 * (spec 02 §3), and a car arrangement's category needs petrol or diesel (§5: checked here before saving,
 * and by the server). Attachments are their own calls, below the edit form. Limits as the server
 * declares them (server/areas/category.ts).
 */
export const categoryArea = defineArea<Category>({
  key: 'category',
  api: createResourceApi<Category>({ paths: onePath('/category'), idParam: 'categoryId', noun: 'Category' }),
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
      name: 'carArrangementId', kind: 'choice', required: true, only: 'component',
      options: async (_, signal) => (await fetchCarArrangements({ signal })).map((arrangement) => ({ value: String(arrangement.id), label: arrangement.displayName })),
    },
    { name: 'categoryNumber', kind: 'number', min: 0, max: 9999, step: 1, required: true },
    { name: 'displayName', kind: 'text', maxLength: 100, required: true },
    { name: 'normLease', kind: 'number', min: 0, max: 99_999_999.99, step: 0.01, nullable: true },
    { name: 'fuels', kind: 'multiChoice', choices: FUEL_CODES, labels: 'fuels' },
  ],
  rules: [{
    key: 'petrolOrDiesel',
    field: 'fuels',
    // Fuels choose cars: only a car arrangement's categories need petrol or diesel (the server's rule too).
    holds: (values, context) => context.arrangementTypeOf(values.carArrangementId) !== 'car' || hasPetrolOrDiesel(fuelsOf(values)),
  }],
  refusals: [
    // The server's 409 for a number the arrangement already has (server/areas/category.ts `duplicate`).
    { key: 'duplicateNumber', pattern: /already has a category with this category number/ },
    { key: 'inUse', pattern: /cannot be deleted because orders were placed in it/ },
    { key: 'petrolOrDiesel', pattern: /must include petrol \(l\) or diesel \(d\)/ },
  ],
  afterCreate: 'list',
  extraPanel: attachmentsPanel<Category>(
    attachmentCalls<Category>({ upload: '/category/uploadattachment', remove: '/category/deleteattachment', idParam: 'categoryId', noun: 'Category' }),
    'category-attachments'),
});
