import { useTranslation } from 'react-i18next';
import { HistorySection } from '../history/history-section';
import { useSearch } from 'wouter';
import { useCurrentRoute } from '../../app/current-route';
import { driverIdOf, externalIdOf } from '../../features/driver-form/driver-form-rules';
import { useExternalArrival } from '../../features/driver-form/use-lease-system-arrival';
import { useFleetDriverForm } from '../../features/driver-form/use-fleet-driver-form';
import { DriverFormFrame } from '../arrangement/driver-form/driver-form-frame';
import { formStyles } from '../arrangement/driver-form/driver-form-styles';
import { FlagField, TextField } from '../arrangement/driver-form/form-fields';
import { LoadState } from '../arrangement/driver-form/load-state';

const LIST = '/fleetmanagement/driver';
const editPath = (id: number) => `${LIST}/edit?id=${id}`;

/**
 * /fleetmanagement/driver/create and /edit?id= (spec 01 §2, §6; issue 20 point 4): the fleet manager's driver form.
 * Arriving with ?property=driver&id= (the arrival rule) leads to create?id={fleet-management id}: a driver holding that
 * id opens its edit page, else the form starts with the id filled in — the lease system's arrival code
 * (use-lease-system-arrival.ts). Fleet managers reach no arrangements, containers or companies, so the form keeps the
 * person and the fleet-management id; the driver form's fields and rules serve it.
 */
export default function FleetDriverEdit() {
  const search = useSearch();
  const creating = useCurrentRoute()?.variant === 'create';
  const driverId = creating ? null : driverIdOf(search);
  const arrival = useExternalArrival('fleetmanagement', creating ? externalIdOf(search) : null, editPath);
  if (!creating && driverId === null) return <LoadState status="notFound" />;
  if (arrival.status === 'checking') return <LoadState status="loading" />;
  return <FleetDriverForm key={driverId ?? `new-${arrival.externalId}`} driverId={driverId} fleetManagementDriverId={arrival.externalId} />;
}

function FleetDriverForm({ driverId, fleetManagementDriverId }: { driverId: number | null; fleetManagementDriverId: string }) {
  const { t } = useTranslation('driverForm');
  const view = useFleetDriverForm(driverId, fleetManagementDriverId, LIST);
  if (view.status !== 'ready') return <LoadState status={view.status} onRetry={view.retry} />;
  return (
    <DriverFormFrame driver={view.driver} busy={view.busy} save={view.save} listPath={LIST}
      after={view.driver && <HistorySection kind="driver" id={view.driver.id} labelPrefixes={['driverForm:fields']} />}>
      <fieldset style={formStyles.section}>
        <legend style={formStyles.legend}>{t('sections.person')}</legend>
        <div style={formStyles.grid}>
          <TextField view={view} field="fleetManagementDriverId" required />
          <TextField view={view} field="firstName" />
          <TextField view={view} field="prefixSurname" />
          <TextField view={view} field="surname" />
          <TextField view={view} field="emailAddress" type="email" />
          <TextField view={view} field="telephoneNr" type="tel" />
          <TextField view={view} field="debtorNumber" />
          <FlagField view={view} field="isActive" />
        </div>
      </fieldset>
    </DriverFormFrame>
  );
}
