import { useCallback, useEffect, useState } from 'react';
import { checkMantelCoupling, coupleArrangement, fetchContractTypes, fetchLeaseWiseArrangements, fetchMantels } from '../../api/leasewise';
import type { LeaseWiseArrangement, LeaseWiseContractType, LeaseWiseMantel, MantelCouplingCheck } from '../../../contract/types/leasewise';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { successToast } from '../../app/toasts/toast-for-error';
import { useLoad } from '../load/use-load';

export interface MantelWithTypes extends LeaseWiseMantel {
  contractTypes: LeaseWiseContractType[];
}

export interface MantelCouplingView {
  status: 'loading' | 'ready' | 'failed';
  mantels: MantelWithTypes[];
  arrangements: LeaseWiseArrangement[];
  /** The coupling check's outcome per arrangement id, once it answered. */
  checks: ReadonlyMap<number, MantelCouplingCheck>;
  /** The arrangement a coupling is being saved for. */
  busyId: number | null;
  couple(arrangement: LeaseWiseArrangement, mantelNumber: string, contractType: string | null): Promise<void>;
  uncouple(arrangement: LeaseWiseArrangement): Promise<void>;
  reload(): void;
}

/** The lease system's mantels, each with its contract types. */
async function mantelsWithTypes(signal: AbortSignal): Promise<MantelWithTypes[]> {
  const mantels = await fetchMantels({ signal });
  return Promise.all(mantels.map(async (m) => ({ ...m, contractTypes: await fetchContractTypes(m.mantelNumber, { signal }) })));
}

/**
 * /leasewise/arrangement (issue 20 point 3): the lease system's mantels and the client's arrangements with their
 * coupling; coupling and uncoupling one (with its version, so a concurrent change is a 412, not lost), after which
 * the coupling check is asked again for it. Server refusals go through the error catalogue (the 409 "Mantelnummer
 * already exists for this client" has its localized text there, spec 01 §8).
 */
export function useMantelCoupling(): MantelCouplingView {
  const mantels = useLoad((signal) => mantelsWithTypes(signal), []);
  const loaded = useLoad((signal) => fetchLeaseWiseArrangements({ signal }), []);
  const [arrangements, setArrangements] = useState<LeaseWiseArrangement[]>([]);
  const [checks, setChecks] = useState<ReadonlyMap<number, MantelCouplingCheck>>(new Map());
  const [busyId, setBusyId] = useState<number | null>(null);

  const check = useCallback(async (id: number, signal?: AbortSignal) => {
    try {
      const outcome = await checkMantelCoupling(id, { signal });
      setChecks((current) => new Map(current).set(id, outcome));
    } catch {
      // The outcome stays unknown; the stored validity is still shown.
    }
  }, []);

  useEffect(() => {
    if (loaded.status !== 'ready' || !loaded.value) return;
    setArrangements(loaded.value);
    const controller = new AbortController();
    for (const arrangement of loaded.value) void check(arrangement.id, controller.signal);
    return () => controller.abort();
  }, [loaded.status, loaded.value, check]);

  const save = async (arrangement: LeaseWiseArrangement, mantelNumber: string | null, contractType: string | null) => {
    setBusyId(arrangement.id);
    try {
      const saved = await coupleArrangement({ carArrangementId: arrangement.id, mantelNumber, contractType }, { version: arrangement.version });
      setArrangements((current) => current.map((a) => (a.id === saved.id ? saved : a)));
      showToast(successToast('updated', saved.displayName));
      await check(saved.id);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusyId(null);
    }
  };

  const status = mantels.status === 'failed' || loaded.status === 'failed' ? 'failed' : mantels.status === 'ready' && loaded.status === 'ready' ? 'ready' : 'loading';
  return {
    status, mantels: mantels.value ?? [], arrangements, checks, busyId,
    couple: (arrangement, mantelNumber, contractType) => save(arrangement, mantelNumber, contractType),
    uncouple: (arrangement) => save(arrangement, null, null),
    reload: () => {
      mantels.reload();
      loaded.reload();
    },
  };
}
