import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import '../../../elements/spinner/spinner';
import { useCurrentRoute } from '../../app/current-route';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import {
  driverFormSectionOf, driverIdOf, driverPath, externalIdOf, hasDriverView, isBirthDateNeeded, type DriverFormSection,
} from '../../features/driver-form/driver-form-rules';
import { useExternalArrival } from '../../features/driver-form/use-lease-system-arrival';
import { useDriverForm } from '../../features/driver-form/use-driver-form';
import { useShell } from '../../features/shell/use-shell';
import { useOperatingCompanies } from '../../features/operating-companies/use-operating-companies';
import { DriverBindingFields } from './driver-form/driver-binding-fields';
import { DriverDialogs, type DriverDialog } from './driver-form/driver-dialogs';
import { DriverFormFrame } from './driver-form/driver-form-frame';
import { formStyles } from './driver-form/driver-form-styles';
import { DriverPersonFields } from './driver-form/driver-person-fields';
import { DriverStatusFields } from './driver-form/driver-status-fields';
import { LoadState } from './driver-form/load-state';
import { ConflictDialog } from '../kit/conflict-dialog';
import { HistorySection } from '../history/history-section';

/**
 * /{arrangement|mobility|component|leasewise}/driver/create and /edit?id= (spec 01 §2, §5, §6; spec 02
 * §3 Driver, §5, §8, §9; issue 5 point 3). One screen for both: without ?id it creates. The arrangement
 * area starts a new driver in the arrangement being worked on; the lease system's create?id= carries a
 * lease-system driver id (use-lease-system-arrival.ts). Not in the spec: the grouping of the fields
 * (person, where the driver takes part, status) is what an administrator filling it needs.
 */
export default function DriverEdit() {
  const [location] = useLocation();
  const section = driverFormSectionOf(location);
  const search = useSearch();
  const creating = useCurrentRoute()?.variant === 'create';
  const driverId = creating ? null : driverIdOf(search);
  const arrival = useExternalArrival('leasewise', section === 'leasewise' && creating ? externalIdOf(search) : null, (id) => driverPath('leasewise', 'edit', id));

  if (!creating && driverId === null) return <LoadState status="notFound" />;
  if (arrival.status === 'checking') return <LoadState status="loading" />;
  // A new key per driver (or new form): switching from create to an existing driver starts a fresh form.
  return <DriverEditForm key={driverId ?? `new-${arrival.externalId}`} section={section} driverId={driverId}
    leaseWiseDriverId={arrival.externalId} />;
}

interface DriverEditFormProps {
  section: DriverFormSection;
  /** null creates. */
  driverId: number | null;
  /** The lease-system id a new driver starts with ('' none). */
  leaseWiseDriverId: string;
}

function DriverEditForm({ section, driverId, leaseWiseDriverId }: DriverEditFormProps) {
  const { t } = useTranslation('driverForm');
  const arrangementSelection = useArrangementSelection();
  const { containers } = useContainerSelection();
  // The drivers feature reads the companies within reach (server: GET /operatingcompany).
  const operatingCompanies = useOperatingCompanies(true);
  const birthDateRequired = useShell().data?.licenses.isDriverLicenseCheckEnabled === true;
  const arrangements = arrangementSelection.arrangements;
  // Only drivers of arrangements whose settings check driving licences need a birth date (issue 14 point 3).
  const licenceCheckArrangements = useMemo(() => arrangements.filter((a) => a.hasDriverLicenseCheck).map((a) => a.id), [arrangements]);
  const view = useDriverForm({
    driverId,
    listPath: driverPath(section),
    preset: { carArrangementId: section === 'arrangement' ? (arrangementSelection.selected?.id ?? null) : null, leaseWiseDriverId },
    birthDateRequired,
    licenceCheckArrangements,
  });
  const [dialog, setDialog] = useState<DriverDialog>(null);

  if (view.status !== 'ready') return <LoadState status={view.status} onRetry={view.retry} />;

  return (
    <DriverFormFrame driver={view.driver} busy={view.busy} save={view.save} listPath={driverPath(section)}
      headerActions={view.driver && (
        <div style={formStyles.actions}>
          {hasDriverView(section) && <Link href={driverPath(section, 'view', view.driver.id)}>{t('actions.view')}</Link>}
          <sl-button onClick={() => setDialog('mail')} disabled={view.busy}>{t('actions.sendMail')}</sl-button>
          <sl-button variant="danger" outline onClick={() => setDialog('delete')} disabled={view.busy}>{t('actions.delete')}</sl-button>
        </div>
      )}
      after={<>
        <DriverDialogs view={view} open={dialog} arrangements={arrangements} onClose={() => setDialog(null)} />
        <ConflictDialog open={view.conflict} busy={view.busy} onReload={() => void view.reloadTheirs()}
          onOverwrite={() => void view.overwriteWithMine()} onCancel={view.cancelConflict} />
        {view.driver && <HistorySection kind="driver" id={view.driver.id} labelPrefixes={['driverForm:fields']} />}
      </>}>
      <DriverPersonFields view={view} birthDateRequired={isBirthDateNeeded(view.form, { birthDateRequired, licenceCheckArrangements })} />
      <DriverBindingFields view={view} arrangements={arrangements} containers={containers} operatingCompanies={operatingCompanies} />
      <DriverStatusFields view={view} arrangementTypes={arrangements.map((a) => a.dataObject.type)} />
    </DriverFormFrame>
  );
}
