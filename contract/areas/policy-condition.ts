import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { VARIANT_FIELDS } from '../kit/variant-fields';
import { nullable, plainText, richText } from '../schemas';

/**
 * Policy conditions (spec 02 §7 Texts): GET /policyCondition (?includeOnlyDefault, ?carArrangementId,
 * ?policyConditionId), POST, PUT, DELETE ?policyConditionId. Grouping exists only under one arrangement
 * (spec 02 §5): a default condition with a group name is a 400 (server/areas/policy-condition.ts).
 */
export const policyCondition = defineContract({
  noun: 'Policy condition',
  paths: { get: '/policyCondition', post: '/policyCondition', put: '/policyCondition', delete: '/policyCondition' },
  idParam: 'policyConditionId',
  writable: {
    ...VARIANT_FIELDS.writable,
    groupName: nullable(plainText(100, { minLength: 1 })),
    title: plainText(200, { minLength: 1 }),
    text: richText(),
    sortOrder: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  required: ['title', 'text'],
  readOnly: VARIANT_FIELDS.readOnly,
});

export type PolicyCondition = RowOf<typeof policyCondition>;
