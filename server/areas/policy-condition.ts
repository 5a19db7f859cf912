import { policyCondition as contract } from '../../contract/areas/policy-condition';
import { defineResource } from '../kit/declaration';
import { textColumn, VARIANT } from '../kit/fields';

/**
 * Policy conditions' table and grouping rule (their contract: contract/areas/policy-condition.ts). Grouping exists
 * only under one arrangement (spec 02 §5): a default condition with a group name is a 400. The groups of one
 * arrangement are GET /policyCondition/groups (routes in policy-condition-groups.ts).
 */
export const policyCondition = defineResource({
  ...contract,
  table: 'policy_conditions',
  columns: {
    ...VARIANT.columns, groupName: textColumn('group_name'), title: textColumn('title'),
    text: { column: 'text_html', rich: true }, sortOrder: { column: 'sort_order' },
  },
  readOnlySql: VARIANT.readOnlySql,
  feature: { read: 'texts', write: 'texts' },
  variants: {},
  search: 't.title',
  orderBy: "lower(COALESCE(t.group_name, '')), t.sort_order, lower(t.title)",
  check: async (row) =>
    row.groupName !== null && row.carArrangementId === null ? 'body.groupName is allowed only under one arrangement (policy-condition grouping)' : null,
});
