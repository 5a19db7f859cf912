import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { checkDebtorNumber, createDriver, deleteDriver, emailExists, fetchDriver, sendDriverMail, updateDriver } from '../../api/drivers';
import { httpStatus } from '../../api/errors';
import type { Driver } from '../../../contract/types/drivers';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { noticeToast, successToast, TOAST_MS } from '../../app/toasts/toast-for-error';
import { showDeletedToast } from '../../app/undo/offer-undo';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';
import { formatDate } from '../../lib/dates';
import {
  emptyDriverForm, formFromDriver, formProblems, hasProblems, isFormDirty, needsEmailCheck, normalisedEmail, toDriverInput,
  type DriverForm, type FormProblems, type NewDriverPreset,
} from './driver-form-rules';
import { useDriver, type DriverView } from './use-driver';

export type EmailVerdict = 'checking' | 'free' | 'taken' | 'failed';
export type DebtorVerdict = 'checking' | 'known' | 'unknown' | 'failed';

export interface DriverFormOptions {
  /** The driver to edit; null creates one. */
  driverId: number | null;
  /** Where create, update and delete lead: the section's driver list. */
  listPath: string;
  /** What a new driver starts with: the arrangement the arrangement area works on, the lease-system id it arrived with. */
  preset?: NewDriverPreset;
  birthDateRequired?: boolean;
  /** The arrangements whose setting checks driving licences (see ProblemContext). */
  licenceCheckArrangements?: readonly number[];
}

export interface DriverFormView {
  status: Exclude<DriverView['status'], 'idle'>;
  busy: boolean;
  /** The driver as stored (edit), null when creating. */
  driver: Driver | null;
  form: DriverForm;
  /** Problems to show: a field's own once the user left it, all of them after a save attempt. */
  problems: FormProblems;
  /** The server's answer for the address in the field; null when none is needed or it is being typed. */
  email: EmailVerdict | null;
  debtor: DebtorVerdict | null;
  dirty: boolean;
  set<K extends keyof DriverForm>(key: K, value: DriverForm[K]): void;
  /** Replaces the form (bindings change several fields at once). */
  update(change: (form: DriverForm) => DriverForm): void;
  /** The user committed a field (left it, picked a date): sets it, shows its problem and runs the e-mail or debtor-number check. */
  commit<K extends keyof DriverForm>(key: K, value: DriverForm[K]): void;
  save(): Promise<void>;
  /** Deletes, or with `reset` keeps the driver with a new expiry date and a fresh welcome mail. */
  remove(reset: { dateExpiration: string } | null): Promise<void>;
  sendMail(carArrangementIds: number[]): Promise<void>;
  retry(): void;
  /** A save met a newer version of the driver (412): the conflict choice is open. */
  conflict: boolean;
  /** Shows what the other person saved; what was typed here is dropped. */
  reloadTheirs(): Promise<void>;
  /** Reads the newest version and saves what was typed here over it. */
  overwriteWithMine(): Promise<void>;
  cancelConflict(): void;
}

type Check<V> = { value: string; verdict: V; promise: Promise<V> };

/**
 * Loading, checking and saving one driver (spec 02 §5, §8, §9; issue 5 point 3): a plain hook over
 * src/api, like the driver list. Server failures go through the error catalogue (showErrorToast) and
 * the form keeps what was typed. The unsaved-changes guard is on while the form differs from what was
 * loaded; after a save or delete it is off before the screen leaves for the list.
 */
export function useDriverForm({ driverId, listPath, preset, birthDateRequired = false, licenceCheckArrangements }: DriverFormOptions): DriverFormView {
  const { t } = useTranslation('driverForm');
  const [, navigate] = useLocation();
  const loaded = useDriver(driverId);
  const driver = loaded.driver;
  const [baseline, setBaseline] = useState<DriverForm>(() => emptyDriverForm(preset));
  const [form, setForm] = useState<DriverForm>(baseline);
  /** The stored driver the form was last filled from; the form is not shown before it is. */
  const [adopted, setAdopted] = useState<Driver | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<keyof DriverForm>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [emailCheck, setEmailCheck] = useState<Check<EmailVerdict> | null>(null);
  const [debtorCheck, setDebtorCheck] = useState<Check<DebtorVerdict> | null>(null);
  const latestEmail = useRef<Check<EmailVerdict> | null>(null);

  // Each (re)load replaces the form: after a reset or a sent mail it shows what the server now holds.
  useEffect(() => {
    if (driver === null) return;
    const next = formFromDriver(driver);
    setBaseline(next);
    setForm(next);
    setTouched(new Set());
    setSubmitted(false);
    setAdopted(driver);
  }, [driver]);

  const status: DriverFormView['status'] =
    loaded.status === 'idle' ? 'ready' : loaded.status === 'ready' && adopted === null ? 'loading' : loaded.status;

  const dirty = leaveTo === null && status === 'ready' && isFormDirty(form, baseline);
  useUnsavedChanges(dirty);
  // Declared after the guard's own effect, so the guard is already off when the screen leaves.
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const storedEmail = driver?.emailAddress ?? null;
  const runEmailCheck = useCallback((address: string): Promise<EmailVerdict> => {
    const value = normalisedEmail(address);
    if (latestEmail.current?.value === value && latestEmail.current.verdict !== 'failed') return latestEmail.current.promise;
    const promise = emailExists(value).then((taken): EmailVerdict => (taken ? 'taken' : 'free'), (): EmailVerdict => 'failed');
    const check: Check<EmailVerdict> = { value, verdict: 'checking', promise };
    latestEmail.current = check;
    setEmailCheck(check);
    void promise.then((verdict) => {
      if (latestEmail.current !== check) return;
      latestEmail.current = { ...check, verdict };
      setEmailCheck(latestEmail.current);
    });
    return promise;
  }, []);

  const runDebtorCheck = useCallback((raw: string) => {
    const value = raw.trim();
    const promise = checkDebtorNumber(value).then((known): DebtorVerdict => (known ? 'known' : 'unknown'), (): DebtorVerdict => 'failed');
    setDebtorCheck({ value, verdict: 'checking', promise });
    void promise.then((verdict) => setDebtorCheck((current) => (current?.promise === promise ? { ...current, verdict } : current)));
  }, []);

  const emailNeedsCheck = needsEmailCheck(form.emailAddress, storedEmail);
  const email = emailNeedsCheck && emailCheck?.value === normalisedEmail(form.emailAddress) ? emailCheck.verdict : null;
  const debtorValue = form.debtorNumber.trim();
  const debtor = debtorValue !== '' && debtorCheck?.value === debtorValue ? debtorCheck.verdict : null;

  const allProblems = formProblems(form, { emailTaken: email === 'taken', birthDateRequired, licenceCheckArrangements });
  const problems = submitted
    ? allProblems
    : (Object.fromEntries(Object.entries(allProblems).filter(([key]) => touched.has(key as keyof DriverForm))) as FormProblems);

  const set = useCallback(<K extends keyof DriverForm>(key: K, value: DriverForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  }, []);
  const update = useCallback((change: (current: DriverForm) => DriverForm) => setForm(change), []);

  const commit = <K extends keyof DriverForm>(key: K, value: DriverForm[K]) => {
    set(key, value);
    setTouched((current) => (current.has(key) ? current : new Set([...current, key])));
    // Checked with the committed value itself: the form state has not caught up yet.
    if (key === 'emailAddress' && needsEmailCheck(value as string, storedEmail)) void runEmailCheck(value as string);
    const debtorNumber = key === 'debtorNumber' ? (value as string).trim() : '';
    // The driver's own stored number needs no new check.
    if (debtorNumber !== '' && debtorNumber !== (driver?.debtorNumber ?? '')) runDebtorCheck(debtorNumber);
  };

  /** Stores the form; an update carries the version it is based on (`version`, default the loaded one). */
  const store = async (version = driver?.version) => {
    setBusy(true);
    try {
      const input = toDriverInput(form);
      if (driver === null) {
        const created = await createDriver(input);
        // Spec 01 §9: the driver-creation notice stays 8000 ms.
        showToast({ ...successToast('created', created.fullName), duration: TOAST_MS.notice });
      } else {
        const updated = await updateDriver({ ...input, id: driver.id }, { version });
        showToast(successToast('updated', updated.fullName));
      }
      setLeaveTo(listPath);
    } catch (error) {
      // Someone else saved this driver meanwhile: nothing was written; the user chooses (issue 13 point 2).
      if (httpStatus(error) === 412) setConflict(true);
      else showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (busy) return;
    setSubmitted(true);
    // A check still running (the user left the field by clicking Save) is waited for, not skipped.
    const verdict = emailNeedsCheck ? await runEmailCheck(form.emailAddress) : 'free';
    if (hasProblems(formProblems(form, { emailTaken: verdict === 'taken', birthDateRequired, licenceCheckArrangements }))) return;
    await store();
  };

  const reloadTheirs = async () => {
    setConflict(false);
    await loaded.refresh().catch(showErrorToast);
  };
  const overwriteWithMine = async () => {
    if (driver === null) return;
    setConflict(false);
    try {
      await store((await fetchDriver(driver.id)).version);
    } catch (error) {
      showErrorToast(error);
    }
  };

  const remove = async (reset: { dateExpiration: string } | null) => {
    if (driver === null || busy) return;
    setBusy(true);
    try {
      if (reset) {
        await deleteDriver(driver.id, { reset, version: driver.version });
        const date = formatDate(reset.dateExpiration);
        showToast({ variant: 'success', duration: TOAST_MS.success, text: t('reset.done', { name: driver.fullName, date }) });
        await loaded.refresh();
      } else {
        await deleteDriver(driver.id, { version: driver.version });
        // "{name} deleted" with Undo for UNDO_SECONDS (issue 39); a restore is announced, so the driver list reads its rows again.
        void showDeletedToast({ kind: 'driver', id: driver.id, noun: driver.fullName });
        setLeaveTo(listPath);
      }
    } catch (error) {
      // The server refuses to remove a driver with orders (409): resetting is the way (spec 02 §4).
      if (!reset && httpStatus(error) === 409) showToast({ variant: 'danger', duration: TOAST_MS.mapped, text: t('delete.hasOrders') });
      else showErrorToast(error);
      // Changed meanwhile (412): show what is stored now, so the choice to delete is made on it.
      if (httpStatus(error) === 412) await loaded.refresh().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const sendMail = async (carArrangementIds: number[]) => {
    if (driver === null || busy || carArrangementIds.length === 0) return;
    setBusy(true);
    try {
      await sendDriverMail(driver.id, carArrangementIds);
      showToast(noticeToast('mailSent'));
      await loaded.refresh();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    status, busy, driver, form, problems, email, debtor, dirty, set, update, commit, save, remove, sendMail, retry: loaded.retry,
    conflict, reloadTheirs, overwriteWithMine, cancelConflict: () => setConflict(false),
  };
}
