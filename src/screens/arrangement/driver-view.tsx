import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HistorySection } from '../history/history-section';
import { Link, useLocation, useSearch } from 'wouter';
import '../../../elements/expiry-tag/expiry-tag';
import type { Driver } from '../../../contract/types/drivers';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { driverFormSectionOf, driverIdOf, driverPath, mobilityCategoryChoices } from '../../features/driver-form/driver-form-rules';
import { useDriver } from '../../features/driver-form/use-driver';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { formStyles } from './driver-form/driver-form-styles';
import { LoadState } from './driver-form/load-state';
import { useOperatingCompanies } from '../../features/operating-companies/use-operating-companies';
import { MobilityWebAppButton } from '../mobility/mobility-webapp-button';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt style={formStyles.term}>{label}</dt>
      <dd style={formStyles.value}>{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={formStyles.section}>
      <h3 style={formStyles.title}>{title}</h3>
      <dl style={formStyles.details}>{children}</dl>
    </section>
  );
}

/**
 * /{arrangement|mobility}/driver/view?id= (spec 01 §2; issue 5 point 3): every field of the driver
 * read-only, with its bindings, order statuses and activity dates, and an Edit button.
 */
export default function DriverViewScreen() {
  const { t } = useTranslation('driverForm');
  const [location] = useLocation();
  const section = driverFormSectionOf(location);
  const driverId = driverIdOf(useSearch());
  const loaded = useDriver(driverId);
  if (driverId === null) return <LoadState status="notFound" />;
  if (loaded.status !== 'ready' || !loaded.driver) {
    return <LoadState status={loaded.status === 'idle' || loaded.status === 'ready' ? 'loading' : loaded.status} onRetry={loaded.retry} />;
  }
  const driver = loaded.driver;
  return (
    <section className="driver-view" style={formStyles.page}>
      <header style={formStyles.header}>
        <h2 style={formStyles.title}>{driver.fullName}</h2>
        <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <MobilityWebAppButton target={{ driverId: driver.id }} />
          <Link href={driverPath(section, 'edit', driver.id)} className="ld-button ld-button--primary">{t('actions.edit')}</Link>
        </span>
      </header>
      <PersonDetails driver={driver} />
      <BindingDetails driver={driver} />
      <StatusDetails driver={driver} />
      <HistorySection kind="driver" id={driver.id} labelPrefixes={['driverForm:fields']} />
    </section>
  );
}

function PersonDetails({ driver }: { driver: Driver }) {
  const { t } = useTranslation('driverForm');
  const text = (value: string | null) => (value && value.trim() !== '' ? value : '–');
  return (
    <Section title={t('sections.person')}>
      <Detail label={t('fields.firstName')}>{driver.firstName}</Detail>
      <Detail label={t('fields.prefixSurname')}>{text(driver.prefixSurname)}</Detail>
      <Detail label={t('fields.surname')}>{driver.surname}</Detail>
      {driver.fullNameLegacy && <Detail label={t('fields.fullNameLegacy')}>{driver.fullNameLegacy}</Detail>}
      <Detail label={t('fields.emailAddress')}>{driver.emailAddress}</Detail>
      <Detail label={t('fields.telephoneNr')}>{text(driver.telephoneNr)}</Detail>
      <Detail label={t('fields.dateOfBirth')}>{formatDate(driver.dateOfBirth) || '–'}</Detail>
      <Detail label={t('fields.debtorNumber')}>{text(driver.debtorNumber)}</Detail>
      <Detail label={t('fields.leaseWiseDriverId')}>{text(driver.leaseWiseDriverId)}</Detail>
      <Detail label={t('fields.fleetManagementDriverId')}>{text(driver.fleetManagementDriverId)}</Detail>
      <Detail label={t('fields.partTimePercentage')}>{driver.partTimePercentage}%</Detail>
    </Section>
  );
}

function BindingDetails({ driver }: { driver: Driver }) {
  const { t } = useTranslation('driverForm');
  const { arrangements } = useArrangementSelection();
  const { containers } = useContainerSelection();
  const operatingCompany = useOperatingCompanies(driver.operatingCompanyId !== null).find((c) => c.id === driver.operatingCompanyId);
  const mobilityCategory = mobilityCategoryChoices(containers).find((o) => o.id === String(driver.mobilityCategory));
  const bindings = driver.carArrangementCategoryBindings ?? [];
  return (
    <Section title={t('sections.bindings')}>
      {bindings.length === 0 && <Detail label={t('sections.bindings')}>{t('bindings.none')}</Detail>}
      {bindings.map((binding) => {
        const arrangement = arrangements.find((a) => a.id === binding.carArrangementId);
        const category = arrangement?.categories.find((c) => c.id === binding.categoryId);
        return (
          <Detail key={binding.carArrangementId} label={arrangement?.displayName ?? `#${binding.carArrangementId}`}>
            {category?.displayName ?? t('bindings.noCategory')}
          </Detail>
        );
      })}
      {driver.operatingCompanyId !== null && (
        <Detail label={t('fields.operatingCompanyId')}>{operatingCompany?.name ?? `#${driver.operatingCompanyId}`}</Detail>
      )}
      <Detail label={t('fields.mobilityCategory')}>{mobilityCategory?.label ?? t('bindings.noMobilityCategory')}</Detail>
    </Section>
  );
}

function StatusDetails({ driver }: { driver: Driver }) {
  const { t } = useTranslation(['driverForm', 'selection']);
  const yesNo = (value: boolean) => (value ? t('view.yes') : t('view.no'));
  return (
    <Section title={t('sections.status')}>
      <Detail label={t('fields.isActive')}>{yesNo(driver.isActive)}</Detail>
      <Detail label={t('fields.sendMail')}>{yesNo(driver.sendMail)}</Detail>
      <Detail label={t('fields.isGeneric')}>{yesNo(driver.isGeneric)}</Detail>
      <Detail label={t('fields.isBlocked')}>{yesNo(driver.isBlocked)}</Detail>
      <Detail label={t('fields.isWatchingOnly')}>{yesNo(driver.isWatchingOnly)}</Detail>
      <Detail label={t('fields.dateExpiration')}>
        {formatDate(driver.dateExpiration) || '–'} <ld-expiry-tag date={driver.dateExpiration ?? ''} />
      </Detail>
      {(driver.orderStatuses ?? []).map((status) => (
        <Detail key={status.arrangementType} label={t('ordered.label', { type: t(`selection:types.${status.arrangementType}`) })}>
          {status.hasOrdered ? t('ordered.since', { date: formatDate(status.dateOrdered) || '–' }) : t('view.no')}
        </Detail>
      ))}
      <Detail label={t('view.lastLogin')}>{formatDate(driver.dateLastLogin, DATE_TIME_FORMAT) || t('view.never')}</Detail>
      <Detail label={t('view.emailSent')}>
        {driver.emailHasBeenSent ? formatDate(driver.dateEmailSent, DATE_TIME_FORMAT) || t('view.yes') : t('view.notSent')}
      </Detail>
    </Section>
  );
}
