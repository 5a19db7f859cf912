import type { AreaContract } from '../../contract/kit/area-contract';

/**
 * A form field's limits as the area's contract states them (contract/areas/<area>.ts), so the form refuses what the
 * server would and a limit changed there changes both (issue 38 point 2). Read from the field's JSON Schema:
 * `maxLength`; `minimum`, `maximum` and the step (`multipleOf`, 1 for an integer, a cent for the `cents` format);
 * required when a POST must send it and it cannot be null.
 */
export interface FieldLimits {
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  required: boolean;
}

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  format?: string;
}

/** The schema without its `null` alternative (a nullable field), and whether it had one. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const members = schema.anyOf;
  if (!members) return { schema, nullable: false };
  const others = members.filter((member) => member.type !== 'null');
  return { schema: others.length === 1 ? others[0]! : schema, nullable: others.length < members.length };
}

const CENT = 0.01;

export function limitsOf(contract: Pick<AreaContract<any, any>, 'writable' | 'required'>, name: string): FieldLimits {
  const declared = contract.writable[name] as JsonSchema | undefined;
  if (!declared) throw new Error(`The contract has no writable field "${name}"`);
  const { schema, nullable } = withoutNull(declared);
  const sent = (contract.required as readonly string[]).includes(name);
  const limits: FieldLimits = { required: sent && !nullable };
  if (schema.maxLength !== undefined) limits.maxLength = schema.maxLength;
  if (schema.minimum !== undefined) limits.min = schema.minimum;
  if (schema.maximum !== undefined) limits.max = schema.maximum;
  const step = schema.multipleOf ?? (schema.type === 'integer' ? 1 : schema.format === 'cents' ? CENT : undefined);
  if (step !== undefined) limits.step = step;
  return limits;
}
