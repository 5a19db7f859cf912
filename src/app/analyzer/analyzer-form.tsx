import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useAnalyzer, type AnalyzerView } from '../../features/analyzer/use-analyzer';
import { useShell } from '../../features/shell/use-shell';
import type { Driver } from '../../../contract/types/drivers';
import { useActiveItem } from '../shell/use-shell-navigation';
import { ANALYZER_STYLES } from './analyzer-styles';

/**
 * The problem-analysis tool (spec 01 §7), one form for the modal tool_analyzer and the page /tools/analyzer:
 * arrangement (fixed to the current one when the active menu is arrangement), for a car arrangement an optional
 * driver, the category, then brand → model → version or a typed historical type id; Execute shows the server's
 * Problem text and Solution text with their line breaks.
 */

const NS = 'analyzer';

function Field({ label, required, htmlFor, children, hint }: { label: string; required?: boolean; htmlFor: string; children: ReactNode; hint?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="field">
      <label className="field__label" htmlFor={htmlFor}>
        {label}
        {required && <span className="required-mark" title={t('required')} aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint}
    </div>
  );
}

/** A required single choice; `disabled` while its list is empty (spec: model and version lists disabled while empty). */
function Choice({ label, value, options, placeholder, onChoose, disabled }: {
  label: string; value: number | null; options: { id: number; label: string; disabled?: boolean }[]; placeholder: string;
  onChoose: (id: number) => void; disabled: boolean;
}) {
  const id = useId();
  return (
    <Field label={label} required htmlFor={id}>
      <select id={id} className="select" required aria-required="true" value={value ?? ''} disabled={disabled || options.length === 0}
        onChange={(event) => event.target.value !== '' && onChoose(Number(event.target.value))}>
        <option value="" disabled>{placeholder}</option>
        {options.map((option) => <option key={option.id} value={option.id} disabled={option.disabled}>{option.label}</option>)}
      </select>
    </Field>
  );
}

const driverLabel = (driver: Driver) => `${driver.fullName} (${driver.emailAddress})`;

function DriverChoice({ view }: { view: AnalyzerView }) {
  const { t } = useTranslation(NS);
  const searchId = useId();
  const listId = useId();
  const { choices } = view;
  const searched = choices.driverQuery.trim() !== '' && !view.searchingDrivers;
  // The chosen driver stays offered while another search is typed.
  const drivers = choices.driver && !choices.drivers.some((driver) => driver.id === choices.driver!.id) ? [choices.driver, ...choices.drivers] : choices.drivers;
  return (
    <fieldset className="analyzer__driver">
      <legend>{t('driver')}</legend>
      <Field label={t('driverSearch')} htmlFor={searchId} hint={<small className="analyzer__hint">{t('driverHint')}</small>}>
        <input id={searchId} type="search" autoComplete="off" value={choices.driverQuery} onChange={(event) => view.send.searchDrivers(event.target.value)} />
      </Field>
      <Field label={t('driverChoice')} htmlFor={listId}>
        <select id={listId} className="select" value={choices.driver?.id ?? ''} disabled={view.busy}
          onChange={(event) => view.send.driver(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">{t('noDriver')}</option>
          {drivers.map((driver) => <option key={driver.id} value={driver.id}>{driverLabel(driver)}</option>)}
        </select>
      </Field>
      {searched && choices.drivers.length === 0 && <p role="status" className="analyzer__none">{t('noResults')}</p>}
    </fieldset>
  );
}

function Result({ view }: { view: AnalyzerView }) {
  const { t } = useTranslation(NS);
  if (!view.result) return null;
  return (
    <section className="analyzer__result" aria-live="polite" data-available={view.result.available}>
      <h3>{t('problem')}</h3>
      <p className="analyzer__text" data-testid="analyzer-problem">{view.result.cProbleem}</p>
      <h3>{t('solution')}</h3>
      <p className="analyzer__text" data-testid="analyzer-solution">{view.result.cOplossing || t('nothingToChange')}</p>
    </section>
  );
}

function Choices({ view }: { view: AnalyzerView }) {
  const { t, i18n } = useTranslation(NS);
  const typeId = useId();
  const { choices } = view;
  const car = view.arrangement?.dataObject.type === 'car';
  return (
    // noValidate: brand → model → version and a typed id are alternatives; the machine decides when Execute may run.
    <form className="analyzer__form" noValidate onSubmit={(event) => { event.preventDefault(); if (view.mayExecute) view.send.execute(i18n.language); }}>
      <Choice label={t('arrangement')} value={choices.arrangementId} placeholder={t('choose.arrangement')} onChoose={view.send.arrangement}
        options={choices.arrangements.map((arrangement) => ({ id: arrangement.id, label: arrangement.displayName }))}
        disabled={view.arrangementFixed || view.busy} />
      {view.arrangementFixed && <small className="analyzer__hint">{t('arrangementFixed')}</small>}
      {car && <DriverChoice view={view} />}
      {car && (
        <>
          <Choice label={t('category')} value={choices.categoryId} placeholder={t('choose.category')} onChoose={view.send.category}
            options={view.categories.map((category) => ({ id: category.id, label: category.displayName }))} disabled={view.busy} />
          {choices.driver && view.categories.length === 0 && <small className="analyzer__hint">{t('driverWithoutCategory')}</small>}
          <div className="analyzer__car">
            <Choice label={t('brand')} value={choices.brandId} placeholder={t('choose.brand')} onChoose={view.send.brand}
              options={choices.brands.map((brand) => ({ id: brand.id, label: brand.name }))} disabled={view.busy} />
            <Choice label={t('model')} value={choices.modelId} placeholder={view.loadingModels ? t('loading') : t('choose.model')} onChoose={view.send.model}
              options={choices.models.map((model) => ({ id: model.id, label: model.name }))} disabled={view.busy} />
            <Choice label={t('version')} value={choices.versionId} placeholder={view.loadingVersions ? t('loading') : t('choose.version')} onChoose={view.send.version}
              options={choices.versions.map((version) => ({ id: version.id, label: version.name, disabled: version.typeIdHist === null }))} disabled={view.busy} />
          </div>
          <p className="analyzer__or">{t('or')}</p>
          <Field label={t('typeIdHist')} htmlFor={typeId}
            hint={view.typeIdHistInvalid ? <small role="alert" className="analyzer__invalid">{t('typeIdHistInvalid')}</small> : undefined}>
            <input id={typeId} type="text" inputMode="numeric" autoComplete="off" value={choices.typeIdHistText} aria-invalid={view.typeIdHistInvalid}
              disabled={view.busy} onChange={(event) => view.send.typeIdHist(event.target.value)} />
          </Field>
        </>
      )}
      <div className="analyzer__actions">
        <sl-button type="submit" variant="primary" loading={view.analysing} disabled={!view.mayExecute}>{t('execute')}</sl-button>
      </div>
    </form>
  );
}

export function AnalyzerForm() {
  const { t } = useTranslation(NS);
  const user = useShell().data?.user;
  const activeItem = useActiveItem();
  const selected = useArrangementSelection().selected;
  const view = useAnalyzer({
    clientName: user?.client.name ?? '',
    // Spec 01 §7: the arrangement is fixed when the active menu is arrangement — the one being worked on.
    fixedArrangementId: activeItem === 'arrangement' ? (selected?.id ?? null) : null,
  });
  return (
    <div className="analyzer">
      <style>{ANALYZER_STYLES}</style>
      {/* Always said (spec 01 §7); an alert once a non-car arrangement is chosen, as then it is the answer. */}
      <p className="analyzer__warning" role={view.nonCar ? 'alert' : 'note'} data-emphasis={view.nonCar}>{t('carsOnly')}</p>
      {view.status === 'loadingLists' && <p role="status"><ld-spinner label={t('loading')} /> {t('loading')}</p>}
      {view.status === 'listsFailed' && (
        <p role="alert">{t('listsFailed')} <sl-button size="small" onClick={view.send.retry}>{t('retry')}</sl-button></p>
      )}
      {view.status === 'ready' && <Choices view={view} />}
      <Result view={view} />
    </div>
  );
}
