import { useTranslation } from 'react-i18next';
import '../../../../elements/checkbox/checkbox';
import type { CalculatorFuelChoice } from '../../../../machines/calculator-setting.machine';
import type { CalculatorFuel } from '../../../api/calculator-setting';
import { DURATIONS, KILOMETRES } from '../../../features/calculator-setting/calculator-values';
import { formatNumber } from '../../../lib/format';
import { kitStyles } from '../../kit/kit-styles';

interface FuelChoicesProps {
  fuel: CalculatorFuel;
  choice: CalculatorFuelChoice;
  /** Localized: what this fuel lacks, or why the server refused its initial pair. */
  problem: string | null;
  disabled: boolean;
  onToggleDuration(months: number): void;
  onToggleKilometres(km: number): void;
  onInitialDuration(months: number): void;
  onInitialKilometres(km: number): void;
}

/** The ticked values offered as the initial one; a chosen value no longer ticked stays listed (marked) until replaced. */
function initialOptions(ticked: readonly number[], chosen: number | null): { value: number; ticked: boolean }[] {
  const options = ticked.map((value) => ({ value, ticked: true }));
  if (chosen !== null && !ticked.includes(chosen)) options.push({ value: chosen, ticked: false });
  return options.sort((a, b) => a.value - b.value);
}

/** One fuel of the calculator setting: its durations and yearly kilometres as ticks from the fixed lists, and the initial pair. */
export function FuelChoices({ fuel, choice, problem, disabled, onToggleDuration, onToggleKilometres, onInitialDuration, onInitialKilometres }: FuelChoicesProps) {
  const { t } = useTranslation(['calculatorSetting', 'areas']);
  const months = (value: number) => t('months', { value });
  const km = (value: number) => t('km', { value: formatNumber(value) });
  const offered = choice.durations.length > 0 || choice.kilometres.length > 0;
  const select = (label: string, field: string, ticked: readonly number[], chosen: number | null, text: (value: number) => string, onChoose: (value: number) => void) => (
    <label style={kitStyles.field}>
      <span style={kitStyles.label}>{label}</span>
      <select className="select" data-field={field} value={chosen ?? ''} disabled={disabled || !offered} aria-invalid={problem ? true : undefined}
        onChange={(event) => onChoose(Number(event.target.value))}>
        {chosen === null && <option value="">–</option>}
        {initialOptions(ticked, chosen).map((option) => (
          <option key={option.value} value={option.value}>{option.ticked ? text(option.value) : t('notTicked', { value: text(option.value) })}</option>
        ))}
      </select>
    </label>
  );
  const ticks = (field: string, values: readonly number[], ticked: readonly number[], text: (value: number) => string, onToggle: (value: number) => void) => (
    <fieldset data-field={field} style={kitStyles.choices}>
      <legend style={kitStyles.label}>{t(field)}</legend>
      {values.map((value) => (
        <ld-checkbox key={value} data-choice={value} label={text(value)} checked={ticked.includes(value)} disabled={disabled} onld-change={() => onToggle(value)} />
      ))}
    </fieldset>
  );

  return (
    <fieldset className="calculator-fuel" data-fuel={fuel} style={{ ...kitStyles.form, border: '1px solid var(--sl-color-neutral-200)', padding: '1rem' }}>
      <legend style={{ fontWeight: 600 }}>{t(`areas:fuels.${fuel}`)}</legend>
      {!offered && <p style={{ margin: 0 }}>{t('notOffered')}</p>}
      {ticks('durations', DURATIONS, choice.durations, months, onToggleDuration)}
      {ticks('kilometres', KILOMETRES, choice.kilometres, km, onToggleKilometres)}
      <div role="group" aria-label={t('initialPair')} style={{ ...kitStyles.actions, alignItems: 'end' }}>
        {select(t('initialDuration'), 'initialDurationMonths', choice.durations, choice.initialDurationMonths, months, onInitialDuration)}
        {select(t('initialKilometres'), 'initialKmPerYear', choice.kilometres, choice.initialKmPerYear, km, onInitialKilometres)}
      </div>
      {problem && <p role="alert" data-problem={fuel} style={kitStyles.problem}>{problem}</p>}
    </fieldset>
  );
}
