import { ARRANGEMENT_TYPES, NOT_PLAIN_TEXT, type ArrangementType, type Locale } from '../../../contract/types/core';
import { type CarArrangementCategoryBinding, type Driver, type DriverInput } from '../../../contract/types/drivers';
import { type MobilityContainer } from '../../../contract/types/mobility';
import { DRIVER_PATTERNS, driverFields } from '../../../contract/areas/driver';
import { limitsOf, type FieldLimits } from '../../lib/contract-limits';
import { recordIdOf } from '../../lib/record-id';

/**
 * Pure rules of the driver create/edit form (spec 02 §3 Driver, §4, §5; issue 5 point 3): the form's
 * values, what the server is sent, which problems block saving, whether anything changed, and where
 * the screen leads afterwards.
 */

/** What the form holds: text fields as typed (empty = none), dates as ISO yyyy-MM-dd or ''. */
export interface DriverForm {
  firstName: string;
  prefixSurname: string;
  surname: string;
  emailAddress: string;
  telephoneNr: string;
  dateOfBirth: string;
  debtorNumber: string;
  leaseWiseDriverId: string;
  fleetManagementDriverId: string;
  /** Null while the field is empty. */
  partTimePercentage: number | null;
  /** The language of the driver's mails; null: the client's default. */
  language: Locale | null;
  sendMail: boolean;
  isActive: boolean;
  isGeneric: boolean;
  isBlocked: boolean;
  isWatchingOnly: boolean;
  dateExpiration: string;
  /** One entry per bound arrangement, in arrangement-id order. */
  bindings: CarArrangementCategoryBinding[];
  mobilityCategory: number | null;
  /** hasOrdered per arrangement type; a type left out is not ordered. */
  ordered: Partial<Record<ArrangementType, boolean>>;
  /** Not edited here: sent back as loaded, which the server takes as no change. */
  fullNameLegacy: string;
  operatingCompanyId: number | null;
}

export type DriverFormField = keyof DriverForm;
export type FieldProblem = 'required' | 'plainText' | 'emailPattern' | 'emailTaken' | 'partTimeRange' | 'phonePattern' | 'idPattern';
export type FormProblems = Partial<Record<DriverFormField, FieldProblem>>;

/** A text field's limits as the driver's contract states them (contract/areas/driver.ts): the form's maxLength and required. */
export const driverFieldLimits = (field: DriverFormField): FieldLimits => limitsOf(driverFields, field);

const PART_TIME = limitsOf(driverFields, 'partTimePercentage');
export const PART_TIME_MIN = PART_TIME.min ?? 0;
export const PART_TIME_MAX = PART_TIME.max ?? 100;

// The contract's patterns (the server validates with the same): caught here so the user gets a field message, not a 400 toast.
const EMAIL_PATTERN = new RegExp(DRIVER_PATTERNS.email);
const PHONE_PATTERN = new RegExp(DRIVER_PATTERNS.telephone);
const EXTERNAL_ID_PATTERN = new RegExp(DRIVER_PATTERNS.externalId);
const DEBTOR_PATTERN = new RegExp(DRIVER_PATTERNS.debtorNumber);
/** One line of plain text: the server refuses control and bidi characters in names and addresses (often pasted along). */
const PLAIN_LINE = new RegExp(`^[^${NOT_PLAIN_TEXT.tabAndLineFeed}${NOT_PLAIN_TEXT.others}]*$`);

/** As sent: the form trims, so pasted line breaks around the text do not count. */
export function isPlainLine(text: string): boolean {
  return PLAIN_LINE.test(text.trim());
}

export function isValidEmail(address: string): boolean {
  return EMAIL_PATTERN.test(address.trim()) && isPlainLine(address);
}

/** How addresses compare: the server stores them lower-cased. */
export function normalisedEmail(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * Whether the server must be asked if the address is taken: only a non-empty, well-formed address
 * (empty skips the check, spec 02 §5) that differs from the driver's own stored one.
 */
export function needsEmailCheck(address: string, storedAddress: string | null = null): boolean {
  const wanted = normalisedEmail(address);
  if (wanted === '' || !isValidEmail(wanted)) return false;
  return storedAddress === null || wanted !== normalisedEmail(storedAddress);
}

export function isPartTimeInRange(value: number | null): boolean {
  return value === null || (Number.isInteger(value) && value >= PART_TIME_MIN && value <= PART_TIME_MAX);
}

export interface ProblemContext {
  /** The server said the address belongs to another driver. */
  emailTaken?: boolean;
  /** The client checks driving licences (its licence), which makes the date of birth mandatory (spec 02 §3)… */
  birthDateRequired?: boolean;
  /** …for drivers bound to one of these arrangements (their setting's driver's licence check); every driver when not given. */
  licenceCheckArrangements?: readonly number[];
}

/** Whether the form's driver needs a date of birth: the licence, and a binding to an arrangement that checks licences. */
export function isBirthDateNeeded(form: Pick<DriverForm, 'bindings'>, context: ProblemContext): boolean {
  const checking = context.licenceCheckArrangements;
  return context.birthDateRequired === true && (checking === undefined || form.bindings.some((b) => checking.includes(b.carArrangementId)));
}

const blank = (text: string) => text.trim() === '';

/** Every problem that blocks saving, by field; empty when the form may be sent. */
export function formProblems(form: DriverForm, context: ProblemContext = {}): FormProblems {
  const problems: FormProblems = {};
  for (const field of ['firstName', 'prefixSurname', 'surname', 'emailAddress'] as const) {
    if (!isPlainLine(form[field])) problems[field] = 'plainText';
  }
  if (blank(form.firstName)) problems.firstName = 'required';
  if (blank(form.surname)) problems.surname = 'required';
  if (blank(form.emailAddress)) problems.emailAddress = 'required';
  // An address with control characters is no valid address either; the plain-text problem says what to fix.
  else if (!isValidEmail(form.emailAddress)) problems.emailAddress ??= 'emailPattern';
  else if (context.emailTaken) problems.emailAddress = 'emailTaken';
  if (!PHONE_PATTERN.test(form.telephoneNr.trim())) problems.telephoneNr = 'phonePattern';
  if (isBirthDateNeeded(form, context) && form.dateOfBirth === '') problems.dateOfBirth = 'required';
  if (!blank(form.debtorNumber) && !DEBTOR_PATTERN.test(form.debtorNumber.trim())) problems.debtorNumber = 'idPattern';
  if (!blank(form.leaseWiseDriverId) && !EXTERNAL_ID_PATTERN.test(form.leaseWiseDriverId.trim())) problems.leaseWiseDriverId = 'idPattern';
  if (!blank(form.fleetManagementDriverId) && !EXTERNAL_ID_PATTERN.test(form.fleetManagementDriverId.trim())) {
    problems.fleetManagementDriverId = 'idPattern';
  }
  if (!isPartTimeInRange(form.partTimePercentage)) problems.partTimePercentage = 'partTimeRange';
  return problems;
}

export function hasProblems(problems: FormProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** What a new driver starts with besides the defaults: the arrangement being worked on, the other system's id it arrived with. */
export interface NewDriverPreset {
  carArrangementId?: number | null;
  leaseWiseDriverId?: string;
  fleetManagementDriverId?: string;
}

/** A new driver: active, full-time, gets the welcome mail; bound to the arrangement being worked on, if any. */
export function emptyDriverForm({ carArrangementId = null, leaseWiseDriverId = '', fleetManagementDriverId = '' }: NewDriverPreset = {}): DriverForm {
  return {
    firstName: '', prefixSurname: '', surname: '', emailAddress: '', telephoneNr: '', dateOfBirth: '',
    debtorNumber: '', leaseWiseDriverId, fleetManagementDriverId,
    partTimePercentage: 100, language: null, sendMail: true, isActive: true, isGeneric: false, isBlocked: false, isWatchingOnly: false,
    dateExpiration: '',
    bindings: carArrangementId === null ? [] : [{ carArrangementId, categoryId: null }],
    mobilityCategory: null, ordered: {}, fullNameLegacy: '', operatingCompanyId: null,
  };
}

/** A year-0001 date is "no date" (spec 01 §5). */
const isoDay = (value: string | null): string => {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0] ?? '';
  return day.startsWith('0001') ? '' : day;
};

export function formFromDriver(driver: Driver): DriverForm {
  return {
    firstName: driver.firstName, prefixSurname: driver.prefixSurname ?? '', surname: driver.surname,
    emailAddress: driver.emailAddress, telephoneNr: driver.telephoneNr ?? '', dateOfBirth: isoDay(driver.dateOfBirth),
    debtorNumber: driver.debtorNumber ?? '', leaseWiseDriverId: driver.leaseWiseDriverId ?? '',
    fleetManagementDriverId: driver.fleetManagementDriverId ?? '',
    partTimePercentage: driver.partTimePercentage, language: driver.language ?? null, sendMail: driver.sendMail, isActive: driver.isActive,
    isGeneric: driver.isGeneric, isBlocked: driver.isBlocked, isWatchingOnly: driver.isWatchingOnly,
    dateExpiration: isoDay(driver.dateExpiration),
    bindings: sortBindings(driver.carArrangementCategoryBindings ?? []),
    mobilityCategory: driver.mobilityCategory,
    ordered: Object.fromEntries((driver.orderStatuses ?? []).map((s) => [s.arrangementType, s.hasOrdered])),
    fullNameLegacy: driver.fullNameLegacy ?? '', operatingCompanyId: driver.operatingCompanyId,
  };
}

function sortBindings(bindings: readonly CarArrangementCategoryBinding[]): CarArrangementCategoryBinding[] {
  return [...bindings].sort((a, b) => a.carArrangementId - b.carArrangementId);
}

/** Binds (with no category yet) or unbinds an arrangement. */
export function withBinding(form: DriverForm, carArrangementId: number, bound: boolean): DriverForm {
  const others = form.bindings.filter((b) => b.carArrangementId !== carArrangementId);
  return { ...form, bindings: bound ? sortBindings([...others, { carArrangementId, categoryId: null }]) : others };
}

/** The category within an arrangement; choosing one binds the arrangement too. */
export function withCategory(form: DriverForm, carArrangementId: number, categoryId: number | null): DriverForm {
  const others = form.bindings.filter((b) => b.carArrangementId !== carArrangementId);
  return { ...form, bindings: sortBindings([...others, { carArrangementId, categoryId }]) };
}

/** The arrangement types whose "ordered" tick the form offers: the client's, plus any the driver already has. */
export function orderedTypes(arrangementTypes: readonly ArrangementType[], form: Pick<DriverForm, 'ordered'>): ArrangementType[] {
  const present = new Set<ArrangementType>([...arrangementTypes, ...(Object.keys(form.ordered) as ArrangementType[])]);
  return ARRANGEMENT_TYPES.filter((type) => present.has(type));
}

/** Every container's categories in one list, named with their container when there are several (a driver has one mobility category). */
export function mobilityCategoryChoices(containers: readonly MobilityContainer[]): { id: string; label: string }[] {
  return containers.flatMap((container) =>
    container.categories.map((category) => ({
      id: String(category.id),
      label: containers.length > 1 ? `${container.displayName} · ${category.displayName}` : category.displayName,
    })),
  );
}

const orNull = (text: string): string | null => (blank(text) ? null : text.trim());

/** The POST/PUT body: trimmed texts, empty texts and dates as null. */
export function toDriverInput(form: DriverForm): DriverInput {
  return {
    emailAddress: normalisedEmail(form.emailAddress),
    firstName: form.firstName.trim(),
    surname: form.surname.trim(),
    prefixSurname: orNull(form.prefixSurname),
    telephoneNr: orNull(form.telephoneNr),
    fullNameLegacy: orNull(form.fullNameLegacy),
    dateOfBirth: form.dateOfBirth || null,
    debtorNumber: orNull(form.debtorNumber),
    leaseWiseDriverId: orNull(form.leaseWiseDriverId),
    fleetManagementDriverId: orNull(form.fleetManagementDriverId),
    operatingCompanyId: form.operatingCompanyId,
    mobilityCategory: form.mobilityCategory,
    partTimePercentage: form.partTimePercentage ?? PART_TIME_MAX,
    language: form.language,
    sendMail: form.sendMail,
    isActive: form.isActive,
    isGeneric: form.isGeneric,
    isBlocked: form.isBlocked,
    isWatchingOnly: form.isWatchingOnly,
    dateExpiration: form.dateExpiration || null,
    carArrangementCategoryBindings: sortBindings(form.bindings),
    orderStatuses: ARRANGEMENT_TYPES.filter((type) => form.ordered[type] !== undefined)
      .map((arrangementType) => ({ arrangementType, hasOrdered: form.ordered[arrangementType] === true })),
  };
}

/**
 * Whether the form differs from what was loaded, as the server would see it: spaces around a
 * name or an unticked box that was never ticked are no change.
 */
export function isFormDirty(form: DriverForm, baseline: DriverForm): boolean {
  const comparable = (f: DriverForm) => {
    const input = toDriverInput(f);
    return JSON.stringify({ ...input, orderStatuses: input.orderStatuses?.filter((s) => s.hasOrdered) });
  };
  return comparable(form) !== comparable(baseline);
}

/** The sections with driver create/edit routes (spec 01 §2); view exists for arrangement and mobility only. */
export const DRIVER_FORM_SECTIONS = ['arrangement', 'mobility', 'component', 'leasewise'] as const;
export type DriverFormSection = (typeof DRIVER_FORM_SECTIONS)[number];

/** The section of a path like /mobility/driver/edit; the component area for anything else. */
export function driverFormSectionOf(pathname: string): DriverFormSection {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return isDriverFormSection(first) ? first : 'component';
}

export function hasDriverView(section: DriverFormSection): boolean {
  return section === 'arrangement' || section === 'mobility';
}

export function isDriverFormSection(section: string): section is DriverFormSection {
  return (DRIVER_FORM_SECTIONS as readonly string[]).includes(section);
}

/** The section's driver routes: the list to return to after a save or delete, and a driver's pages (fleet management's form is its own screen). */
export function driverPath(section: DriverFormSection | 'fleetmanagement', page: 'list' | 'create' | 'edit' | 'view' = 'list', id?: number): string {
  const base = `/${section}/driver`;
  if (page === 'list') return base;
  return id === undefined ? `${base}/${page}` : `${base}/${page}?id=${id}`;
}

/**
 * The ?id= an arrival carries on /leasewise/driver/create or /fleetmanagement/driver/create (spec 01 §6 arrival
 * rule): the driver's lease-system or fleet-management id, in the server's id pattern; null when absent or malformed.
 */
export function externalIdOf(search: string): string | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return EXTERNAL_ID_PATTERN.test(raw) ? raw : null;
}

/** The ?id= of an edit or view address: a positive whole number, else null (create, or a mistyped address). */
export const driverIdOf = recordIdOf;
