import { useTranslation } from 'react-i18next';
import '../../../../elements/checkbox/checkbox';
import '../../../../elements/number-input/number-input';
import '../../../../elements/tree-select/tree-select';
import type { Segment } from '../../../../contract/types/arrangement-settings';
import type { FieldValues } from '../../../api/resource';
import type { SettingField as Field } from '../../../features/arrangement-settings/settings-values';
import { kitStyles } from '../../kit/kit-styles';

export interface SettingFieldProps {
  field: Field;
  values: FieldValues;
  segments: readonly Segment[];
  problem: string | null;
  disabled: boolean;
  onChange(name: string, value: unknown): void;
}

/** An amount is in euros, a percentage in percent; the options deviation in the unit chosen beside it. */
function unitOf(kind: 'amount' | 'percentage', name: string, values: FieldValues): string {
  const percent = kind === 'percentage' || (name === 'maxOptionsDeviation' && values.maxOptionsDeviationUnit === 'percentage');
  return percent ? '%' : '€';
}

const help = { margin: 0, color: 'var(--sl-color-neutral-600)', fontSize: 'var(--sl-font-size-small)' } as const;

/** One setting by its kind: an amount, percentage or count as a number, a fixed list as a select, a flag as a checkbox, segments as a multi-select. */
export function SettingField({ field, values, segments, problem, disabled, onChange }: SettingFieldProps) {
  const { t } = useTranslation('arrangementSettings');
  const { name } = field;
  const label = t(`fields.${name}`);
  const value = values[name];
  const common = { 'data-field': name, disabled } as const;

  const control = (() => {
    switch (field.kind) {
      case 'amount':
      case 'percentage':
      case 'count':
        return <ld-number-input {...common} label={field.kind === 'count' ? label : `${label} (${unitOf(field.kind, name, values)})`}
          value={typeof value === 'number' ? value : null} min={field.min} max={field.max} step={field.step} required={name === 'defaultExpirationWeeks'}
          onld-change={(event) => onChange(name, event.detail.value)} />;
      case 'choice':
        return <ld-tree-select {...common} label={label} value={typeof value === 'string' ? value : ''} clearable={name === 'maxFuelLabel'}
          options={field.choices.map((choice) => ({ id: choice, label: t(`choices.${name}.${choice === '-' ? 'none' : choice}`) }))}
          onld-change={(event) => onChange(name, event.detail.value === '' ? null : String(event.detail.value))} />;
      case 'flag':
        return <ld-checkbox {...common} label={label} checked={value === true} onld-change={(event) => onChange(name, event.detail.checked)} />;
      case 'segments':
        return <ld-tree-select {...common} label={label} multiple clearable value={Array.isArray(value) ? (value as string[]) : []}
          options={segments.map((segment) => ({ id: segment.segmentCode, label: `${segment.segmentCode} – ${segment.name}` }))}
          onld-change={(event) => onChange(name, Array.isArray(event.detail.value) ? event.detail.value : [])} />;
    }
  })();

  return (
    <div style={kitStyles.field}>
      {control}
      {'help' in field && field.help && <p style={help} data-help={name}>{t(`help.${name}`)}</p>}
      {problem && <p role="alert" style={kitStyles.problem} data-problem={name}>{problem}</p>}
    </div>
  );
}
