import { useTranslation } from 'react-i18next';
import '../../../../elements/number-input/number-input';
import '../../../../elements/tree-select/tree-select';
import { LOCALES, type Locale } from '../../../../contract/types/core';
import type { DriverFormView } from '../../../features/driver-form/use-driver-form';
import { formStyles } from './driver-form-styles';
import { DateField, FieldFrame, TextField } from './form-fields';

/** What the server said about the address in the field; a taken address is the field's problem instead. */
function EmailCheck({ view }: { view: DriverFormView }) {
  const { t } = useTranslation('driverForm');
  if (view.email === 'checking') return <p role="status" style={formStyles.hint}>{t('email.checking')}</p>;
  if (view.email === 'failed') return <p role="status" style={formStyles.warning}>{t('email.checkFailed')}</p>;
  return null;
}

/**
 * Spec 02 §5/§8: the server says whether the leasing system knows the number. Unknown is a warning,
 * not a block — the lease system may learn it later.
 */
function DebtorCheck({ view }: { view: DriverFormView }) {
  const { t } = useTranslation('driverForm');
  if (view.debtor === 'checking') return <p role="status" style={formStyles.hint}>{t('debtor.checking')}</p>;
  if (view.debtor === 'known') return <p role="status" style={formStyles.hint}>{t('debtor.known')}</p>;
  if (view.debtor === 'unknown') return <p role="alert" style={formStyles.warning} data-problem="debtorNumber">{t('debtor.unknown')}</p>;
  if (view.debtor === 'failed') return <p role="status" style={formStyles.warning}>{t('debtor.checkFailed')}</p>;
  if (view.form.debtorNumber.trim() === '') return <p style={formStyles.hint}>{t('debtor.none')}</p>;
  return null;
}

/** The language of the driver's mails (issue 17): one of the six, or the client's default (the empty choice). */
function LanguageField({ view }: { view: DriverFormView }) {
  const { t } = useTranslation(['driverForm', 'topbar']);
  return (
    <div style={formStyles.field}>
      <ld-tree-select
        label={t('fields.language')}
        placeholder={t('hints.languageDefault')}
        options={LOCALES.map((locale) => ({ id: locale, label: t(`topbar:languages.${locale}`) }))}
        value={view.form.language ?? ''}
        clearable
        data-field="language"
        onld-change={(event) => view.commit('language', (String(event.detail.value) || null) as Locale | null)}
      />
    </div>
  );
}

/** Who the driver is and how to reach them (spec 02 §3 Driver), and the language of their mails. */
export function DriverPersonFields({ view, birthDateRequired }: { view: DriverFormView; birthDateRequired: boolean }) {
  const { t } = useTranslation('driverForm');
  return (
    <fieldset style={formStyles.section}>
      <legend style={formStyles.legend}>{t('sections.person')}</legend>
      <div style={formStyles.grid}>
        <TextField view={view} field="firstName" />
        <TextField view={view} field="prefixSurname" />
        <TextField view={view} field="surname" />
        <TextField view={view} field="emailAddress" type="email">
          <EmailCheck view={view} />
        </TextField>
        <TextField view={view} field="telephoneNr" type="tel" />
        <DateField view={view} field="dateOfBirth" required={birthDateRequired} hint={birthDateRequired ? t('hints.dateOfBirth') : undefined} />
        <TextField view={view} field="debtorNumber">
          <DebtorCheck view={view} />
        </TextField>
        <TextField view={view} field="leaseWiseDriverId" />
        <TextField view={view} field="fleetManagementDriverId" />
        <FieldFrame view={view} field="partTimePercentage">
          {/* No min/max on the element: it would clamp silently, and the spec asks to refuse with a message. */}
          <ld-number-input
            label={t('fields.partTimePercentage')}
            value={view.form.partTimePercentage}
            step={1}
            data-field="partTimePercentage"
            onld-change={(event) => view.commit('partTimePercentage', event.detail.value)}
          />
        </FieldFrame>
        <LanguageField view={view} />
      </div>
    </fieldset>
  );
}
