import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchDrivers } from '../../api/drivers';
import { saveFleetDriver } from '../../api/leasewise';
import type { Driver } from '../../../contract/types/drivers';
import type { FleetDriverInput } from '../../../contract/types/leasewise';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { successToast, TOAST_MS } from '../../app/toasts/toast-for-error';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';
import { useLoad } from '../load/use-load';
import { emptyDriverForm, formFromDriver, formProblems, hasProblems, isFormDirty, toDriverInput, type DriverForm, type FormProblems } from './driver-form-rules';

/** The fields fleet management keeps of a driver (POST /fleetmanagement/driver); the rest of the form's values are not sent. */
const FLEET_FIELDS = ['fleetManagementDriverId', 'emailAddress', 'firstName', 'surname', 'prefixSurname', 'telephoneNr', 'debtorNumber', 'isActive'] as const;
export type FleetField = (typeof FLEET_FIELDS)[number];

export interface FleetDriverFormView {
  status: 'loading' | 'ready' | 'notFound' | 'failed';
  driver: Driver | null;
  form: DriverForm;
  problems: FormProblems;
  busy: boolean;
  set<K extends keyof DriverForm>(key: K, value: DriverForm[K]): void;
  commit<K extends keyof DriverForm>(key: K, value: DriverForm[K]): void;
  save(): Promise<void>;
  retry(): void;
}

function fleetBody(form: DriverForm): FleetDriverInput {
  const input = toDriverInput(form);
  return Object.fromEntries(FLEET_FIELDS.map((field) => [field, input[field]])) as unknown as FleetDriverInput;
}

/** Only the fleet fields' problems count: the others keep their defaults and are not sent. */
function fleetProblems(form: DriverForm): FormProblems {
  return Object.fromEntries(Object.entries(formProblems(form)).filter(([field]) => (FLEET_FIELDS as readonly string[]).includes(field))) as FormProblems;
}

/**
 * Fleet management's driver form (issue 20 point 4): the driver (GET /fleetmanagement/driver?driverId=, the fleet
 * list, which fleet managers reach where GET /driver is not theirs) or a new one with the fleet-management id it
 * arrived with; saved by POST /fleetmanagement/driver with its version (412 on a concurrent change). The rules are
 * the driver form's (driver-form-rules.ts); a taken e-mail address is the server's 409 through the error catalogue.
 */
export function useFleetDriverForm(driverId: number | null, fleetManagementDriverId: string, listPath: string): FleetDriverFormView {
  const [, navigate] = useLocation();
  const loaded = useLoad(driverId === null ? null : async (signal) => {
    const { items: [found] } = await fetchDrivers({ driverId, pageSize: 1 }, { source: 'fleetmanagement', signal });
    return found ?? null;
  }, [driverId]);
  const driver = loaded.value ?? null;
  const [baseline, setBaseline] = useState(() => emptyDriverForm({ fleetManagementDriverId }));
  const [form, setForm] = useState(baseline);
  const [touched, setTouched] = useState<ReadonlySet<keyof DriverForm>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  useEffect(() => {
    if (!driver) return;
    setBaseline(formFromDriver(driver));
    setForm(formFromDriver(driver));
  }, [driver]);

  const status: FleetDriverFormView['status'] = driverId === null ? 'ready'
    : loaded.status === 'ready' ? (driver ? 'ready' : 'notFound') : loaded.status;
  useUnsavedChanges(leaveTo === null && status === 'ready' && isFormDirty(form, baseline));
  // After the guard's own effect, so it is off when the screen leaves.
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const all = fleetProblems(form);
  const problems = submitted ? all : (Object.fromEntries(Object.entries(all).filter(([k]) => touched.has(k as keyof DriverForm))) as FormProblems);
  const set = useCallback(<K extends keyof DriverForm>(key: K, value: DriverForm[K]) => setForm((current) => ({ ...current, [key]: value })), []);
  const commit = <K extends keyof DriverForm>(key: K, value: DriverForm[K]) => {
    set(key, value);
    setTouched((current) => new Set([...current, key]));
  };

  const save = async () => {
    if (busy) return;
    setSubmitted(true);
    if (hasProblems(fleetProblems(form))) return;
    setBusy(true);
    try {
      const saved = await saveFleetDriver(fleetBody(form), { version: driver?.version });
      // Spec 01 §9: the driver-creation notice stays 8000 ms.
      showToast(driver ? successToast('updated', saved.fullName) : { ...successToast('created', saved.fullName), duration: TOAST_MS.notice });
      setLeaveTo(listPath);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return { status, driver, form, problems, busy, set, commit, save, retry: loaded.reload };
}
