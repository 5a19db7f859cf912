import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchDrivers } from '../../api/drivers';
import { driverPath } from './driver-form-rules';

/** `checking` while the lease system's id is looked up; then the id the new driver starts with ('' for none). */
export type LeaseSystemArrival = { status: 'checking' } | { status: 'create'; leaseWiseDriverId: string };

/**
 * A bulk user arriving from the lease system lands on /leasewise/driver/create?id={lease-system id}
 * (spec 01 §6 arrival rule). When a driver already holds that id, its edit page opens instead (the
 * address is replaced, so Back does not return to the lookup); otherwise the new driver starts with the
 * id filled in. A failed lookup still offers the form: the server refuses a duplicate id on save.
 */
export function useLeaseSystemArrival(leaseWiseDriverId: string | null): LeaseSystemArrival {
  const [, navigate] = useLocation();
  const [arrival, setArrival] = useState<LeaseSystemArrival>(() =>
    leaseWiseDriverId === null ? { status: 'create', leaseWiseDriverId: '' } : { status: 'checking' });

  useEffect(() => {
    if (leaseWiseDriverId === null) {
      setArrival({ status: 'create', leaseWiseDriverId: '' });
      return;
    }
    setArrival({ status: 'checking' });
    const abort = new AbortController();
    fetchDrivers({ leaseWiseDriverId, pageSize: 1 }, { source: 'leasewise', signal: abort.signal }).then(
      ({ items: [existing] }) => {
        if (existing) navigate(driverPath('leasewise', 'edit', existing.id), { replace: true });
        else setArrival({ status: 'create', leaseWiseDriverId });
      },
      () => {
        if (!abort.signal.aborted) setArrival({ status: 'create', leaseWiseDriverId });
      },
    );
    return () => abort.abort();
  }, [leaseWiseDriverId, navigate]);

  return arrival;
}
