/**
 * The error catalogue of spec 01 §8 as one pure mapping: what a toast says and for how long.
 * Texts are i18next keys in the `toasts` namespace, or the server's own words (`text`).
 */

export const TOAST_MS = {
  /** A plain string thrown or passed as the error. */
  stringError: 15_000,
  /** A catalogue row matched the server message. */
  mapped: 20_000,
  /** Anything else: "Uh-oh.. That didn't go very well…". */
  generic: 15_000,
  /** "{name} could not be added / changed / deleted", or no answer at all. */
  requestError: 7_500,
  success: 4_000,
  /** Driver creation and the mail-sent notice (spec 01 §9). */
  notice: 8_000,
} as const;

export type ToastVariant = 'success' | 'danger' | 'warning' | 'primary';

export interface ToastSpec {
  variant: ToastVariant;
  duration: number;
  /** Shown as is (the server's words or a string error). */
  text?: string;
  /** Otherwise a key of the `toasts` namespace with its values. */
  key?: string;
  values?: Record<string, string>;
  /** A button in the toast ("Undo" after a delete, issue 39): its text as shown; the toast closes when it is used. */
  action?: { label: string; run(): void };
  /** Called when the user closes the toast (not when its time runs out). */
  onClose?(): void;
}

/** [what the server message contains, how it is shown]; the first matching row wins. */
const CATALOGUE: ReadonlyArray<[contains: string, shown: 'raw' | string]> = [
  ['There already exists an account with the specified e-mail address.', 'raw'],
  ['specified e-mail address', 'error.emailAddress'],
  ['LeaseWiseDebtorNr', 'error.leaseDebtorNumber'],
  ['different CategoryNumber', 'raw'],
  ['LeaseWise', 'raw'],
  ['only remaining contact', 'raw'],
  ['already in another email setting', 'raw'],
  ['IsOrderEmailActive', 'raw'],
  ['Fuel codes can only be specified at max once', 'error.fuelCodesOnce'],
  ['Cannot delete file', 'error.cannotDeleteFile'],
  ['Cannot delete carArrangement because there are still MobilityProducts', 'error.arrangementHasMobilityProducts'],
  ['At least 1 admin must receive order emails', 'error.orderEmailAdmin'],
  ['Mantelnummer already exists for this client', 'error.mantelNumberExists'],
  ['This account already has a password', 'error.invitationNotPending'],
];

type Loose = { [key: string]: unknown } | undefined;

function firstError(data: unknown): string | null {
  const errors = (data as Loose)?.errors;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : null;
}

/**
 * The server message of an error object: `response.data.errors[0]` (spec 01 §8) — also where
 * ofetch keeps it (`data`, `response._data`).
 */
export function serverErrorMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { response?: Loose; data?: unknown };
  return firstError(e.response?.data) ?? firstError(e.data) ?? firstError(e.response?._data);
}

/** An error object that never got an answer (network down, CORS, aborted by the browser). */
function isUnanswered(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; response?: unknown; status?: unknown };
  return e.name === 'FetchError' && e.response === undefined && e.status === undefined;
}

/** The catalogue row a server message matches, as its toast; null for "anything else". */
export function catalogueToast(message: string): ToastSpec | null {
  const row = CATALOGUE.find(([contains]) => message.includes(contains));
  if (!row) return null;
  return row[1] === 'raw'
    ? { variant: 'danger', duration: TOAST_MS.mapped, text: message }
    : { variant: 'danger', duration: TOAST_MS.mapped, key: row[1] };
}

export function toastForError(error: unknown): ToastSpec {
  if (typeof error === 'string') {
    return error.trim() === ''
      ? { variant: 'danger', duration: TOAST_MS.generic, key: 'error.generic' }
      : { variant: 'danger', duration: TOAST_MS.stringError, text: error };
  }
  const message = serverErrorMessage(error);
  if (message !== null) {
    const mapped = catalogueToast(message);
    if (mapped) return mapped;
  } else if (isUnanswered(error)) {
    return { variant: 'danger', duration: TOAST_MS.requestError, key: 'error.request' };
  }
  return { variant: 'danger', duration: TOAST_MS.generic, key: 'error.generic' };
}

export type ChangeKind = 'created' | 'updated' | 'deleted';

/** "{name} created / updated / deleted" — 4 s. */
export function successToast(kind: ChangeKind | 'saved', name = ''): ToastSpec {
  return { variant: 'success', duration: TOAST_MS.success, key: `success.${kind}`, values: { name } };
}

/** "Logo toegevoegd", "Favicon toegevoegd" and the download message — 4 s. */
export function successNotice(which: 'logoAdded' | 'faviconAdded' | 'downloaded'): ToastSpec {
  return { variant: 'success', duration: TOAST_MS.success, key: `success.${which}` };
}

/** "{name} could not be added / changed / deleted" — the generic request error, 7.5 s. */
export function requestErrorToast(kind: ChangeKind, name: string): ToastSpec {
  return { variant: 'danger', duration: TOAST_MS.requestError, key: `requestError.${kind}`, values: { name } };
}

/** The driver-created and mail-sent notices, 8 s. */
export function noticeToast(which: 'driverCreated' | 'mailSent'): ToastSpec {
  return { variant: 'primary', duration: TOAST_MS.notice, key: `notice.${which}` };
}
