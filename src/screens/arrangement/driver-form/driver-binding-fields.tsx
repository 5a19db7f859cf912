import { useTranslation } from 'react-i18next';
import '../../../../elements/checkbox/checkbox';
import '../../../../elements/tree-select/tree-select';
import type { CarArrangement } from '../../../../contract/types/core';
import type { MobilityContainer } from '../../../../contract/types/mobility';
import type { OperatingCompany } from '../../../../contract/types/drivers';
import { mobilityCategoryChoices, withBinding, withCategory } from '../../../features/driver-form/driver-form-rules';
import type { DriverFormView } from '../../../features/driver-form/use-driver-form';
import { formStyles } from './driver-form-styles';

const idOrNull = (value: string | string[]): number | null => {
  const id = Array.isArray(value) ? value[0] : value;
  return id ? Number(id) : null;
};

interface Props {
  view: DriverFormView;
  arrangements: readonly CarArrangement[];
  containers: readonly MobilityContainer[];
  /** The operating companies within the caller's reach; none hides the choice. */
  operatingCompanies: readonly OperatingCompany[];
}

/**
 * Where the driver takes part (spec 02 §3 carArrangementCategoryBindings, mobilityCategory): per car
 * arrangement whether the driver is in it and in which category; the mobility category only when
 * the client has containers (the mobility module).
 */
export function DriverBindingFields({ view, arrangements, containers, operatingCompanies }: Props) {
  const { t } = useTranslation('driverForm');
  const bindingOf = (id: number) => view.form.bindings.find((b) => b.carArrangementId === id);
  return (
    <fieldset style={formStyles.section}>
      <legend style={formStyles.legend}>{t('sections.bindings')}</legend>
      {arrangements.length === 0 && <p style={formStyles.hint}>{t('bindings.none')}</p>}
      {arrangements.map((arrangement) => {
        const binding = bindingOf(arrangement.id);
        return (
          <div key={arrangement.id} style={formStyles.binding} data-arrangement={arrangement.id}>
            <ld-checkbox
              label={arrangement.displayName}
              checked={binding !== undefined}
              onld-change={(event) => view.update((form) => withBinding(form, arrangement.id, event.detail.checked))}
            />
            <ld-tree-select
              label={t('bindings.category', { arrangement: arrangement.displayName })}
              placeholder={t('bindings.noCategory')}
              options={arrangement.categories.map((c) => ({ id: String(c.id), label: c.displayName }))}
              value={binding?.categoryId == null ? '' : String(binding.categoryId)}
              clearable
              onld-change={(event) => view.update((form) => withCategory(form, arrangement.id, idOrNull(event.detail.value)))}
            />
          </div>
        );
      })}
      {operatingCompanies.length > 0 && (
        <div style={formStyles.field}>
          <ld-tree-select
            label={t('fields.operatingCompanyId')}
            placeholder={t('bindings.noOperatingCompany')}
            options={operatingCompanies.map((company) => ({ id: String(company.id), label: company.name }))}
            value={view.form.operatingCompanyId === null ? '' : String(view.form.operatingCompanyId)}
            clearable
            data-field="operatingCompanyId"
            onld-change={(event) => view.set('operatingCompanyId', idOrNull(event.detail.value))}
          />
        </div>
      )}
      {containers.length > 0 && (
        <div style={formStyles.field}>
          <ld-tree-select
            label={t('fields.mobilityCategory')}
            placeholder={t('bindings.noMobilityCategory')}
            options={mobilityCategoryChoices(containers)}
            value={view.form.mobilityCategory === null ? '' : String(view.form.mobilityCategory)}
            clearable
            data-field="mobilityCategory"
            onld-change={(event) => view.set('mobilityCategory', idOrNull(event.detail.value))}
          />
        </div>
      )}
    </fieldset>
  );
}
