import type { PolicyCondition } from '../../server/areas/policy-condition';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** Policy conditions at /{arrangement|component}/writing/policy_condition; groups only under one arrangement (spec 02 §5). */
export const policyConditionArea = defineArea<PolicyCondition>({
  key: 'policyCondition',
  api: createResourceApi<PolicyCondition>({
    paths: { get: '/policyCondition', post: '/policyCondition', put: '/policyCondition', delete: '/policyCondition' },
    idParam: 'policyConditionId', noun: 'Policy condition',
  }),
  variants: 'arrangement',
  columns: [{ name: 'groupName' }, { name: 'title' }, { name: 'sortOrder', format: 'number' }],
  fields: [
    { name: 'title', kind: 'text', maxLength: 200, required: true },
    { name: 'groupName', kind: 'text', maxLength: 100, nullable: true, only: 'arrangement' },
    { name: 'sortOrder', kind: 'number', min: 0, max: 100_000, step: 1 },
    { name: 'text', kind: 'richText', required: true },
  ],
  defaults: { sortOrder: 0 },
  afterCreate: 'list',
});
