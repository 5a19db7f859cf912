import type { FieldValues, VersionedRow } from '../../api/resource';
import { ownerFieldOf, ownerFieldsOf, type AreaDef } from '../../areas/area';
import type { FieldDef } from '../../areas/area-fields';
import type { AreaSection } from '../../areas';

/**
 * The fields a section shows: grouping exists only under one arrangement (spec 02 §5). Given the form's
 * values, only those their `shownWhen` shows.
 */
export function fieldsOf(area: AreaDef<any>, section: AreaSection, values?: FieldValues): FieldDef[] {
  return area.fields.filter((field) => (!field.only || field.only === section) && (!values || !field.shownWhen || field.shownWhen(values)));
}

function emptyValue(field: FieldDef): unknown {
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'multiChoice' || field.kind === 'files' || (field.kind === 'choice' && field.multiple)) return [];
  if (field.kind === 'number' || field.kind === 'choice' || field.kind === 'date' || field.nullable) return null;
  return '';
}

/**
 * The changes one field's change brings: itself, and every choice that depends on it emptied (a brand's model,
 * an arrangement's category), since its old choice belongs to the old value.
 */
export function changesOf(area: AreaDef<any>, values: FieldValues, name: string, value: unknown): [string, unknown][] {
  const changes: [string, unknown][] = [[name, value]];
  if (values[name] === value) return changes;
  for (const field of area.fields) if (field.kind === 'choice' && field.dependsOn === name) changes.push([field.name, emptyValue(field)]);
  return changes;
}

/** The field that lists the arrangements a row of an 'arrangementReach' area is limited to. */
export const REACH_FIELD = 'carArrangementIds';

/**
 * A new record's values: the area's defaults, its variant (spec 02 §3), every other field empty.
 * Arrangement-only rows are the selected arrangement's (never a client default); a container's rows
 * under /mobility the current container's. `ownerId` is the section's current arrangement or container.
 */
export function newValues(area: AreaDef<any>, section: AreaSection, ownerId: number | null): FieldValues {
  const values: FieldValues = {};
  for (const field of area.fields) values[field.name] = emptyValue(field);
  Object.assign(values, area.defaults);
  const owner = ownerFieldOf(area, section);
  for (const field of ownerFieldsOf(area)) values[field] = null;
  if (owner && (section === 'arrangement' || section === 'mobility')) values[owner] = ownerId;
  // Made from an arrangement's list, a row limited to arrangements starts limited to that one, so it is listed there.
  if (area.variants === 'arrangementReach' && section === 'arrangement' && ownerId !== null && REACH_FIELD in values) values[REACH_FIELD] = [ownerId];
  return values;
}

/** What a record's form edits: its declared fields (and variant), nothing the server computes. */
export function formValues(area: AreaDef<any>, record: VersionedRow): FieldValues {
  const row = record as unknown as FieldValues;
  const values: FieldValues = {};
  for (const field of area.fields) values[field.name] = field.writeOnly ? emptyValue(field) : (field.read ? field.read(row) : row[field.name]) ?? emptyValue(field);
  for (const owner of ownerFieldsOf(area)) values[owner] = row[owner] ?? null;
  return values;
}

/**
 * The body a save sends: only the fields the section shows (a default policy condition sends no
 * group) and the variant; plain text without surrounding spaces. An update leaves out the fields
 * fixed once created; a field its `shownWhen` hides is sent empty — a write-only one as null, which clears what
 * the server keeps (a password stays stored only while the setting uses a server that needs it).
 */
export function wireValues(area: AreaDef<any>, section: AreaSection, values: FieldValues, save: 'create' | 'update'): FieldValues {
  const body: FieldValues = {};
  const shown = fieldsOf(area, section, values);
  for (const field of fieldsOf(area, section)) {
    if ((save === 'update' && field.createOnly) || field.kind === 'files' || field.detached) continue;
    const hidden = !shown.includes(field);
    if (field.writeOnly && hidden) {
      body[field.name] = null;
      continue;
    }
    const value = hidden ? emptyValue(field) : values[field.name];
    // Empty keeps what the server stores (a password is never read back).
    if (field.writeOnly && (value === '' || value === null)) continue;
    // A password is sent as typed: spaces may belong to it.
    body[field.name] = field.kind === 'text' && field.type !== 'password' && typeof value === 'string' ? value.trim() : value;
    if (field.kind === 'text' && field.nullable && body[field.name] === '') body[field.name] = null;
  }
  // A container's own rows choose it once (the server's createOnly); an arrangement variant, and a mail row's
  // arrangement or container, go with every save as read.
  for (const owner of ownerFieldsOf(area)) {
    if (owner === 'carArrangementId' || save === 'create' || area.variants === 'arrangementOrContainer') body[owner] = values[owner] ?? null;
  }
  return body;
}

/**
 * A multi-choice field's value after one choice was ticked or unticked: the ticked choices in the order
 * they are declared, each once, whatever the value held before (an unknown or repeated code is dropped).
 */
export function toggledChoices(choices: readonly string[], value: unknown, choice: string, ticked: boolean): string[] {
  const current = new Set(Array.isArray(value) ? value : []);
  if (ticked) current.add(choice);
  else current.delete(choice);
  return choices.filter((known) => current.has(known));
}

/** Rich text counts as empty when it holds no text (an editor's empty paragraph); a list when nothing is chosen. */
function isBlank(field: FieldDef, value: unknown): boolean {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return true;
  if (typeof value !== 'string') return false;
  return field.kind === 'richText' ? value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '' : value.trim() === '';
}

/** The required fields the form still lacks, in form order: the save waits until none is left. */
export function missingRequired(area: AreaDef<any>, section: AreaSection, values: FieldValues): string[] {
  return fieldsOf(area, section, values).filter((field) => field.required && isBlank(field, values[field.name])).map((field) => field.name);
}
