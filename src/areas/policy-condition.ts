import { policyCondition, type PolicyCondition } from '../../contract/areas/policy-condition';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** Policy conditions at /{arrangement|component}/writing/policy_condition; groups only under one arrangement (spec 02 §5). */
export const policyConditionArea = defineArea<PolicyCondition>({
  key: 'policyCondition',
  contract: policyCondition,
  api: createResourceApi<PolicyCondition>(policyCondition),
  variants: 'arrangement',
  columns: [{ name: 'groupName' }, { name: 'title' }, { name: 'sortOrder', format: 'number' }],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'groupName', kind: 'text', nullable: true, only: 'arrangement' },
    { name: 'sortOrder', kind: 'number' },
    { name: 'text', kind: 'richText' },
  ],
  defaults: { sortOrder: 0 },
  afterCreate: 'list',
});
