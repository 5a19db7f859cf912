import { Type, type Static, type TObject, type TProperties } from 'typebox';
import { idSchema } from '../schemas';

/**
 * One area of the resource kit as the wire sees it (contract/README.md): its paths as the contract spells them, the
 * parameter naming one row, the noun its messages use, and its fields as TypeBox with every limit. The server's
 * declaration (server/kit/declaration.ts) spreads it and adds table, columns and rules; the app's (src/areas/area.ts)
 * takes its API module and its form fields' limits from it. So a limit is stated once: here.
 */
export interface AreaContract<W extends TProperties = TProperties, R extends TProperties = TProperties> {
  /** One row in messages: 'FAQ entry' → "FAQ entry 7 was not found." */
  noun: string;
  /** Exactly as the contract spells them (GET /brandmodeltext but PUT /brandModelText). */
  paths: { get: string; post: string; put: string; delete: string };
  /** The query parameter naming one row: ?faqId=. */
  idParam: string;
  /** What a body may write, each field with its limits (length, range, pattern, format). */
  writable: W;
  /** Writable fields a POST must send. */
  required: readonly (keyof W & string)[];
  /** Fields GET shows that no body writes (besides id and version). */
  readOnly: R;
  /**
   * Writable on POST only (values copied from another system, such as the lease system's component number):
   * a PUT may send them back as GET showed them (ignored), any other value is a 400 naming the field.
   */
  createOnly?: readonly (keyof W & string)[];
}

const versionField = { id: idSchema, version: Type.Integer({ minimum: 1 }) };

/** The row GET answers: id, version, the writable fields and the read-only ones. */
export function rowSchema<W extends TProperties, R extends TProperties>(contract: AreaContract<W, R>) {
  return Type.Object({ ...versionField, ...contract.writable, ...contract.readOnly });
}

export type RowOf<C> = C extends AreaContract<infer W, infer R> ? Static<TObject<typeof versionField & W & R>> : never;

/** Typed contract: the generic parameters come from the literal, so `required` naming an unknown field is a type error. */
export const defineContract = <W extends TProperties, R extends TProperties>(contract: AreaContract<W, R>) => contract;
