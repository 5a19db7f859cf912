import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchDrivers } from '../../api/drivers';

/** `checking` while the other system's id is looked up; then the id the new driver starts with ('' for none). */
export type ExternalArrival = { status: 'checking' } | { status: 'create'; externalId: string };

/** The systems that send users here with a driver of theirs (spec 01 §6 arrival rule), and the filter naming their id. */
export type ArrivalSource = 'leasewise' | 'fleetmanagement';
const ID_FILTER = { leasewise: 'leaseWiseDriverId', fleetmanagement: 'fleetManagementDriverId' } as const;

/**
 * A user arriving from the lease system (bulk) or fleet management lands on /{source}/driver/create?id={their id}
 * (spec 01 §6 arrival rule). When a driver already holds that id, its edit page (`editPath`) opens instead (the address
 * is replaced, so Back does not return to the lookup); otherwise the new driver starts with the id filled in. The
 * lookup sets no driver on failure or zero results (spec 02 §8): the form is still offered, and the server refuses a
 * duplicate id on save.
 */
export function useExternalArrival(source: ArrivalSource, externalId: string | null, editPath: (driverId: number) => string): ExternalArrival {
  const [, navigate] = useLocation();
  const [arrival, setArrival] = useState<ExternalArrival>(() =>
    externalId === null ? { status: 'create', externalId: '' } : { status: 'checking' });

  useEffect(() => {
    if (externalId === null) {
      setArrival({ status: 'create', externalId: '' });
      return;
    }
    setArrival({ status: 'checking' });
    const abort = new AbortController();
    fetchDrivers({ [ID_FILTER[source]]: externalId, pageSize: 1 }, { source, signal: abort.signal }).then(
      ({ items: [existing] }) => {
        if (existing) navigate(editPath(existing.id), { replace: true });
        else setArrival({ status: 'create', externalId });
      },
      () => {
        if (!abort.signal.aborted) setArrival({ status: 'create', externalId });
      },
    );
    return () => abort.abort();
    // `editPath` only builds an address from the id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, externalId, navigate]);

  return arrival;
}
