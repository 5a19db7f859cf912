import type { ComponentType, LazyExoticComponent } from 'react';
import type { FieldValues, ResourceApi, VersionedRow } from '../api/resource';
import type { FilterField, FilterOptions, FilterValues } from '../../elements/filter-bar/filter-values';
import type { Feature } from '../../contract/access/access-table';
import type { AttentionList } from '../../contract/types/dashboard';
import type { AreaContract } from '../../contract/kit/area-contract';
import type { FieldDecl, FieldDef, KitSection } from './area-fields';
import { limitsOf } from '../lib/contract-limits';

export type { KitSection } from './area-fields';

/**
 * What an area of the resource kit declares in the app (issue 13; src/README.md "Adding an area"):
 * its typed API module, the list's columns and the form's fields. The generic list and form screens
 * (src/screens/kit/) and machines (machines/resource-*.machine.ts) do everything else. Texts are in
 * the `areas` namespace under the area's key: title, noun, columns.<name>, fields.<name>, hints.<name>.
 */

export type OwnerField = 'carArrangementId' | 'mobilityContainerId';

/**
 * The field of a row that names what it belongs to in a section with a current choice: the arrangement
 * (arrangement variants) or the mobility container; null when the area's rows belong to neither. Rows of
 * an arrangement or a container (mail) belong to the container under /mobility, else to the arrangement.
 */
export function ownerFieldOf(area: Pick<AreaDef<any>, 'variants'>, section?: KitSection): OwnerField | null {
  if (area.variants === null || area.variants === 'arrangementReach') return null;
  if (area.variants === 'arrangementOrContainer') return section === 'mobility' ? 'mobilityContainerId' : 'carArrangementId';
  return area.variants === 'containerOnly' ? 'mobilityContainerId' : 'carArrangementId';
}

/** Every field that names a row's owner: both for rows of an arrangement or a container, which a save keeps as read. */
export function ownerFieldsOf(area: Pick<AreaDef<any>, 'variants'>): OwnerField[] {
  if (area.variants === 'arrangementOrContainer') return ['carArrangementId', 'mobilityContainerId'];
  const owner = ownerFieldOf(area);
  return owner ? [owner] : [];
}

/**
 * 'money': an amount in euros with two decimals (€ 1.234,50); 'yesNo': a boolean as the words; 'choices': a
 * select's code or a multi-choice field's codes as their labels (`labels`, as the field declares them), comma-separated.
 */
export type ColumnFormat = 'text' | 'date' | 'number' | 'money' | 'yesNo' | 'choices';

export interface ColumnDef<Row> {
  name: string;
  /** The cell's text; default: the field of that name. */
  value?(row: Row): string | number | boolean | null | undefined;
  format?: ColumnFormat;
  /** With format 'choices': the `areas` key whose `<labels>.<code>` names each code. */
  labels?: string;
  /** Shown only in this section (the arrangement's name where the list holds every arrangement's rows). */
  only?: KitSection;
  /** The `areas` key of what an empty cell says when it means something (no model: the whole brand); default '–'. */
  empty?: string;
}

/**
 * The list filter bar's controls for an area (spec 01 §2): which of ld-filter-bar's fields it shows,
 * their choices, and how the chosen values become the area's list query. The values live in the
 * address as the bar writes them (src/lib/url-filters.ts).
 */
export interface AreaFilterBar {
  fields: readonly FilterField[];
  options?(signal: AbortSignal): Promise<FilterOptions>;
  query(values: FilterValues): Record<string, string>;
}

/**
 * A panel below an edit form gets the record as read; it saves its own changes. Where those raise the record's
 * version (a mail template's attachments), it sends the version it knows (`record.version`, then each answer's) as
 * If-Match and reports the answer's through `onVersion`, so the form's next save is not taken for a conflict.
 */
export interface ExtraPanelProps<Row> {
  record: Row;
  onVersion?(version: number): void;
}

export interface AreaDef<Row extends VersionedRow = VersionedRow> {
  /** Key of the area's texts in the `areas` namespace. */
  key: string;
  api: ResourceApi<Row>;
  /**
   * 'arrangement': rows are the client's default (under /component) or the selected arrangement's own
   * (under /arrangement) variant (spec 02 §3); the list filters and new rows are set accordingly.
   * 'arrangementOnly': every row belongs to one arrangement and there is no client default
   * (components, option accessories): the list shows the selected arrangement's rows, a new row is
   * the selected arrangement's.
   * 'containerOnly': every row belongs to one mobility container (mobility categories and products): under
   * /mobility the list shows the current container's rows and a new row is the current container's; under
   * /component the list holds every container's rows in reach and the form chooses the container (a field
   * `only: 'component'` named mobilityContainerId).
   * 'arrangementOrContainer': the client's default, an arrangement's own or a container's own row (mail settings
   * and templates, spec 02 §3): under /arrangement the selected arrangement's rows (?carArrangementId=), under
   * /mobility the current container's (?containerId=), under /component every row, a new one there the default.
   * 'arrangementReach': rows of the client that may be limited to arrangements (accounts, spec 02 §6): under
   * /component every row, under /arrangement those reaching the selected arrangement (the list filter
   * `carArrangementId`; the area's api knows where to ask); a new row there starts limited to that arrangement
   * (its `carArrangementIds`), so it shows in the list it was made from. The rows have no owner field.
   */
  variants: 'arrangement' | 'arrangementOnly' | 'containerOnly' | 'arrangementOrContainer' | 'arrangementReach' | null;
  /**
   * Arrangement-only rows served under /component too (categories, spec 01 §2 /component/category): there
   * the list holds every arrangement's rows in reach and the form chooses the arrangement (a field `only:
   * 'component'` named carArrangementId). Without it arrangement-only areas live under /arrangement alone.
   */
  everyArrangementUnderComponent?: boolean;
  columns: readonly ColumnDef<Row>[];
  fields: readonly FieldDef[];
  /** What a new record starts with; fields not named start empty. */
  defaults?: FieldValues;
  /** The filter bar above the list, when the contract gives the area filters beyond its search. */
  filterBar?: AreaFilterBar;
  /**
   * The home dashboard's named filters the list's GET takes (issue 37): the ATTENTION_FILTERS entry naming them. The
   * list then reads `?attention=` from its address, sends it with its query, and says which rows these are above
   * them with a link to all rows (ld-attention-notice); a name not in the entry is ignored.
   */
  attention?: AttentionList;
  /**
   * Where a created record goes: back to the list (spec 02 §2), its own edit screen (operating companies) or
   * its view (arrangements: what it still needs before drivers can use it).
   */
  afterCreate: 'list' | 'edit' | 'view';
  /**
   * The list's query when the form goes back to it, from the record's values (a deviation under /component goes
   * back to its arrangement's overview, `?id=<arrangement>`); none by default.
   */
  listQuery?(values: FieldValues, section: KitSection): string;
  /** The rows are the arrangements themselves: after a save or delete the arrangement selection reads them again. */
  reloadsArrangements?: boolean;
  /**
   * After a save or delete the container selection reads its list again (spec 01 §4, 02 §4), so the sidebar
   * header and the mobility dashboard follow: 'current' — the rows belong to a container (categories,
   * products), which is read again; 'list' — the rows are the containers themselves, and deleting the current
   * one also forgets it (container.clear).
   */
  reloadsContainers?: 'current' | 'list';
  /** False when rows are never deleted (clients are deactivated instead): the edit form offers no delete. */
  deletable?: boolean;
  /** Where a list row leads: its edit screen (default) or its view, from which it is edited (arrangements). */
  opens?: 'edit' | 'view';
  /**
   * Refusals of the server the area words itself (a duplicate number, a rule of the lease system): when a
   * failed write's message matches `pattern`, the toast says the area's `refusals.<key>` text, with the
   * pattern's named groups as its values, instead of the generic "… could not be added".
   */
  refusals?: readonly AreaRefusal[];
  /**
   * Rules the form checks before anything is sent, beyond required fields (spec 02 §5 "A category needs petrol
   * or diesel fuel before saving"): a broken one shows the area's `rules.<key>` text under its field.
   */
  rules?: readonly AreaRule[];
  /** A notice above the area's list and form (the mobility products' duplicate warning), loaded with them. */
  notice?: LazyExoticComponent<ComponentType> | ComponentType;
  /**
   * After a create or update succeeded, with the saved record and the form's values (an account's products go
   * with POST /{product}/accountproducts, spec 02 §4); answers the record as it then is. A failure here does not
   * undo the save: it is toasted, and the form goes on as saved.
   */
  afterSave?(saved: Row, values: FieldValues, signal: AbortSignal): Promise<Row>;
  /** More of the edit screen below the form (attachments), loaded with it. */
  extraPanel?: LazyExoticComponent<ComponentType<ExtraPanelProps<Row>>> | ComponentType<ExtraPanelProps<Row>>;
}

/** What a rule may know beyond the form's values. */
export interface RuleContext {
  /** The type of an arrangement in reach (car, bike …); null when unknown. */
  arrangementTypeOf(id: unknown): string | null;
}

export interface AreaRule {
  key: string;
  /** The field the text shows under. */
  field: string;
  holds(values: FieldValues, context: RuleContext): boolean;
}

/** The rules `values` break, by field: each field's first broken rule's key. */
export function brokenRules(area: Pick<AreaDef<any>, 'rules'>, values: FieldValues, context: RuleContext): Record<string, string> {
  const broken: Record<string, string> = {};
  for (const rule of area.rules ?? []) if (!(rule.field in broken) && !rule.holds(values, context)) broken[rule.field] = rule.key;
  return broken;
}

export interface AreaRefusal {
  key: string;
  pattern: RegExp;
}

/** The area's own words for a server message, or null when none of its refusals matches. */
export function refusalOf(area: Pick<AreaDef<any>, 'refusals'>, message: string): { key: string; values: Record<string, string> } | null {
  for (const refusal of area.refusals ?? []) {
    const match = refusal.pattern.exec(message);
    if (match) return { key: refusal.key, values: { ...match.groups } };
  }
  return null;
}

/**
 * The namespaces an area's screens read: `areas` and `kit`, plus any a column's or field's `labels` names
 * (`selection:types`), so they are loaded before the list or form shows.
 */
export function namespacesOf(area: Pick<AreaDef<any>, 'columns' | 'fields'>): string[] {
  const own = [...area.columns, ...area.fields].flatMap((item) => ('labels' in item && item.labels?.includes(':') ? [item.labels.split(':')[0]!] : []));
  return [...new Set(['areas', 'kit', ...own])];
}

/** Where the form goes back to: the list path with the area's list query for these values. */
export function listAddressOf(area: Pick<AreaDef<any>, 'listQuery'>, section: KitSection, listPath: string, values: FieldValues): string {
  return `${listPath}${area.listQuery?.(values, section) ?? ''}`;
}

/**
 * The area as a user sees it: without the fields the access table does not grant them (`feature`). The kit's
 * screens work on this, so a field a user may not see is neither shown, nor required, nor sent.
 */
export function areaFor<Row extends VersionedRow>(area: AreaDef<Row>, can: (feature: Feature) => boolean): AreaDef<Row> {
  if (area.fields.every((field) => !field.feature || can(field.feature))) return area;
  return { ...area, fields: area.fields.filter((field) => !field.feature || can(field.feature)) };
}

/**
 * An area as its file declares it: with the area's wire contract (contract/areas/<area>.ts) its form fields leave
 * their limits out and take them from it (FieldDecl); without one (areas whose rows are not the kit's on the server)
 * each field states its own.
 */
export type AreaDecl<Row extends VersionedRow> = Omit<AreaDef<Row>, 'fields'> & { contract?: Pick<AreaContract<any, any>, 'writable' | 'required'>; fields: readonly FieldDecl[] };

/** A field with its limits: the contract's for a field it has; a limit stated beside the contract's is refused. */
function resolvedField(areaKey: string, contract: Pick<AreaContract<any, any>, 'writable' | 'required'> | undefined, field: FieldDecl): FieldDef {
  const where = `${areaKey}.${field.name}`;
  if (field.kind !== 'text' && field.kind !== 'number') {
    return contract && field.name in contract.writable && field.required === undefined ? { ...field, required: limitsOf(contract, field.name).required } : field;
  }
  if (!contract || !(field.name in contract.writable)) {
    const missing = field.kind === 'text' ? field.maxLength === undefined : field.min === undefined || field.max === undefined || field.step === undefined;
    if (missing) throw new Error(`${where}: no contract field to take its limits from, and none stated`);
    return field as FieldDef;
  }
  const stated = field.kind === 'text' ? field.maxLength !== undefined : [field.min, field.max, field.step].some((value) => value !== undefined);
  if (stated) throw new Error(`${where}: its limits are the contract's; state them there`);
  const limits = limitsOf(contract, field.name);
  const required = field.required ?? limits.required;
  if (field.kind === 'text') {
    if (limits.maxLength === undefined) throw new Error(`${where}: the contract gives no maxLength`);
    return { ...field, maxLength: limits.maxLength, required };
  }
  if (limits.min === undefined || limits.max === undefined || limits.step === undefined) throw new Error(`${where}: the contract gives no minimum, maximum or step`);
  return { ...field, min: limits.min, max: limits.max, step: limits.step, required };
}

/** Keeps each declaration typed against its own row; fills the fields' limits in from the area's contract. */
export function defineArea<Row extends VersionedRow>({ contract, fields, ...area }: AreaDecl<Row>): AreaDef<Row> {
  return { ...area, fields: fields.map((field) => resolvedField(area.key, contract, field)) };
}
