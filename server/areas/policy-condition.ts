import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';
import { nullable, richText, textColumn, VARIANT } from '../kit/fields';
import { plainText } from '../routes/schemas';

/**
 * Policy conditions (spec 02 §7 Texts): GET /policyCondition (?includeOnlyDefault, ?carArrangementId,
 * ?policyConditionId), POST, PUT, DELETE ?policyConditionId. Grouping exists only under one
 * arrangement (spec 02 §5): a default condition with a group name is a 400. The groups of one
 * arrangement are GET /policyCondition/groups (routes in policy-condition-groups.ts).
 */
export const policyCondition = defineResource({
  noun: 'Policy condition',
  paths: { get: '/policyCondition', post: '/policyCondition', put: '/policyCondition', delete: '/policyCondition' },
  idParam: 'policyConditionId',
  table: 'policy_conditions',
  writable: {
    ...VARIANT.writable,
    groupName: nullable(plainText(100, { minLength: 1 })),
    title: plainText(200, { minLength: 1 }),
    text: richText(),
    sortOrder: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  required: ['title', 'text'],
  columns: {
    ...VARIANT.columns, groupName: textColumn('group_name'), title: textColumn('title'),
    text: { column: 'text_html', rich: true }, sortOrder: { column: 'sort_order' },
  },
  readOnly: VARIANT.readOnly,
  readOnlySql: VARIANT.readOnlySql,
  feature: { read: 'texts', write: 'texts' },
  variants: {},
  search: 't.title',
  orderBy: "lower(COALESCE(t.group_name, '')), t.sort_order, lower(t.title)",
  check: async (row) =>
    row.groupName !== null && row.carArrangementId === null ? 'body.groupName is allowed only under one arrangement (policy-condition grouping)' : null,
});

export type PolicyCondition = RowOf<typeof policyCondition>;
