import type { FieldValues } from '../api/resource';
import type { Feature } from '../../contract/access/access-table';

/* The resource kit's field kinds: how each field of an area's form is edited (an AreaDef's `fields`, area.ts). */

/** A mail-template variable as an editor's badge (elements/rich-text `LdRichTextVariable`). */
export interface RichTextVariable {
  id: number | string;
  name: string;
  prefix?: string | null;
}

/** The sections a kit route lives under: /arrangement, /component, /mobility, and the provider's /{product} and /resources ('provider'). */
export type KitSection = 'arrangement' | 'component' | 'mobility' | 'provider';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** How a field is edited: each kind is rendered by one ld-* element. */
export type FieldKind =
  | { kind: 'text'; maxLength: number; type?: 'text' | 'email' | 'tel' | 'password' }
  | { kind: 'number'; min: number; max: number; step: number }
  | { kind: 'date' }
  | { kind: 'checkbox' }
  /**
   * Rich text; `variables` loads the mail-template variables the editor offers as badges that insert
   * their `{{prefix.name}}` placeholder (spec 01 §2).
   */
  | { kind: 'richText'; variables?(signal: AbortSignal): Promise<RichTextVariable[]> }
  /**
   * Files chosen in the form, never part of the record's body: once the record is saved (created or
   * updated), each is uploaded with `upload`, then the form goes on (spec 02 §4, mail templates). The
   * value is the chosen File objects; `accept` is the picker's filter.
   */
  | { kind: 'files'; accept: string; upload(id: number, file: File, signal: AbortSignal): Promise<unknown> }
  /**
   * A tree-select of choices loaded for the form; `dependsOn` names the field whose value they
   * depend on (a brand's models): they load again, and this field empties, when it changes.
   * `multiple`: any number of them is chosen (an account's operating companies): the value is the
   * chosen ids as numbers, [] for none.
   */
  | { kind: 'choice'; options(values: FieldValues, signal: AbortSignal): Promise<ChoiceOption[]>; dependsOn?: string; multiple?: boolean }
  /**
   * A set of fixed choices, each ticked on its own (a category's fuels): the value is the ticked ones, in
   * the order of `choices`. Each choice's label is the `areas` namespace's `<labels>.<choice>`.
   */
  | { kind: 'multiChoice'; choices: readonly string[]; labels: string }
  /**
   * One of a fixed list of codes (an arrangement's type, a deviation's direction): the value is the code,
   * each code's label the `areas` namespace's `<labels>.<code>`. `allowed` asks the server which of them this
   * user may choose (an account's role: GET /role's assignable ones); the value already held stays offered.
   */
  | { kind: 'select'; choices: readonly string[]; labels: string; allowed?(signal: AbortSignal): Promise<readonly string[]> };

export type FieldDef = FieldKind & {
  name: string;
  required?: boolean;
  /** An empty value is sent as null (the server's nullable fields), not as ''. */
  nullable?: boolean;
  /**
   * Shown only in this section: grouping exists only under one arrangement (spec 02 §5); the arrangement
   * (or container) choice of an area that lists every arrangement's (container's) rows under /component.
   */
  only?: KitSection;
  /**
   * Set when the record is created, then fixed (the server's `createOnly`: a component's lease-system
   * number and description): read-only in the edit form and left out of an update.
   */
  createOnly?: boolean;
  /**
   * Shown only while this holds of the form's values (a deviation's CO2 value only on a CO2 basis). A hidden
   * field does not apply: it is neither required nor kept, a save sends it empty (null, false, []).
   */
  shownWhen?(values: FieldValues): boolean;
  /**
   * Never read back (a mail setting's password): the form starts it empty, and an empty value is left out
   * of the save, which keeps what the server stores. The area's `hints.<name>` says so under the field.
   */
  writeOnly?: boolean;
  /**
   * A warning said above the save button while it holds of the form's values and the record as read (null for a
   * new one), hidden field or not: the area's `warnings.<name>` (saving clears a mail setting's stored password).
   */
  warnWhen?(values: FieldValues, record: FieldValues | null): boolean;
  /** The key of its label below the area's `fields` when that is not its name (a flag named after the product key). */
  label?: string;
  /**
   * Shown only to a user the access table grants this feature (an account's products: `productMenu`, master
   * only); for anyone else the field is not part of the form at all, so nothing of it is sent or saved.
   */
  feature?: Feature;
  /** The form's value from the record as read, when it is not the record's field of that name (product ids from `amwProducts`). */
  read?(record: FieldValues): unknown;
  /**
   * Not part of the record's body: the area's `afterSave` saves it once the record is (an account's products,
   * spec 02 §4). A create or update never sends it.
   */
  detached?: boolean;
};

/**
 * A field as an area declares it: its limits (maxLength; min, max, step) and whether it is required come from the
 * area's contract (src/lib/contract-limits.ts), so they are not stated here; a field the contract does not have (a file,
 * a detached list) states its own. `required` may still be said for a field required only while it is shown
 * (`shownWhen`), a rule of the server's checks that no schema says.
 */
export type FieldDecl = FieldDef extends infer F
  ? F extends { kind: 'text' } ? Omit<F, 'maxLength'> & { maxLength?: number }
    : F extends { kind: 'number' } ? Omit<F, 'min' | 'max' | 'step'> & { min?: number; max?: number; step?: number }
      : F
  : never;

/** The `areas` key of a field's label. */
export const fieldLabelKey = (areaKey: string, field: Pick<FieldDef, 'name' | 'label'>) => `${areaKey}.fields.${field.label ?? field.name}`;
