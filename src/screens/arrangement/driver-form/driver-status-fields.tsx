import { useTranslation } from 'react-i18next';
import '../../../../elements/checkbox/checkbox';
import type { ArrangementType } from '../../../../contract/types/core';
import { orderedTypes } from '../../../features/driver-form/driver-form-rules';
import type { DriverFormView } from '../../../features/driver-form/use-driver-form';
import { formatDate } from '../../../lib/dates';
import { formStyles } from './driver-form-styles';
import { DateField, FlagField } from './form-fields';

/** Access and mail flags, the expiry date, and "ordered" per arrangement type (spec 02 §3, §4). */
export function DriverStatusFields({ view, arrangementTypes }: { view: DriverFormView; arrangementTypes: readonly ArrangementType[] }) {
  const { t } = useTranslation(['driverForm', 'selection']);
  const types = orderedTypes(arrangementTypes, view.form);
  const orderedOn = (type: ArrangementType) => view.driver?.orderStatuses?.find((s) => s.arrangementType === type && s.hasOrdered)?.dateOrdered;
  return (
    <fieldset style={formStyles.section}>
      <legend style={formStyles.legend}>{t('sections.status')}</legend>
      <div style={formStyles.grid}>
        <FlagField view={view} field="isActive" hint={t('hints.isActive')} />
        <FlagField view={view} field="sendMail" hint={t('hints.sendMail')} />
        <FlagField view={view} field="isGeneric" hint={t('hints.isGeneric')} />
        <FlagField view={view} field="isBlocked" hint={t('hints.isBlocked')} />
        <FlagField view={view} field="isWatchingOnly" hint={t('hints.isWatchingOnly')} />
        <DateField view={view} field="dateExpiration" hint={t('hints.dateExpiration')} />
      </div>
      {types.length > 0 && (
        <fieldset style={formStyles.section} data-section="ordered">
          <legend style={formStyles.legend}>{t('sections.ordered')}</legend>
          <p style={formStyles.hint}>{t('hints.ordered')}</p>
          <div style={formStyles.grid}>
            {types.map((type) => {
              const since = orderedOn(type);
              return (
                <div key={type} style={formStyles.field}>
                  <ld-checkbox
                    label={t('ordered.label', { type: t(`selection:types.${type}`) })}
                    checked={view.form.ordered[type] === true}
                    data-ordered={type}
                    onld-change={(event) => view.update((form) => ({ ...form, ordered: { ...form.ordered, [type]: event.detail.checked } }))}
                  />
                  {since && <p style={formStyles.hint}>{t('ordered.since', { date: formatDate(since) })}</p>}
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
