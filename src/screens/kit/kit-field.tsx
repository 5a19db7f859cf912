import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../elements/checkbox/checkbox';
import '../../../elements/date-picker/date-picker';
import '../../../elements/number-input/number-input';
import '../../../elements/rich-text/rich-text';
import '../../../elements/text-input/text-input';
import '../../../elements/tree-select/tree-select';
import type { FieldValues } from '../../api/resource';
import type { Currency } from '../../../contract/types/core';
import { currencySign } from '../../lib/format';
import { toggledChoices } from '../../features/resource-form/resource-form-values';
import { fieldLabelKey, type ChoiceOption, type FieldDef, type RichTextVariable } from '../../areas/area-fields';
import { kitStyles } from './kit-styles';
import { ChosenFiles } from './chosen-files';

export interface KitFieldProps {
  areaKey: string;
  field: FieldDef;
  values: FieldValues;
  /** The server's reason this field was refused, shown under it. */
  problem: string | null;
  disabled: boolean;
  /** Shown, not edited: a create-only field of a saved record (text is read-only, other kinds disabled). */
  readOnly?: boolean;
  /** The client's currency, which an amount's label may name; euro by default. */
  currency?: Currency;
  onChange(name: string, value: unknown): void;
}

/** Rich text and long text take the form's whole width. */
const isWide = (field: FieldDef) => field.kind === 'richText' || field.kind === 'multiChoice' || field.kind === 'files' || (field.kind === 'text' && field.maxLength >= 200);

/** A field's text value; null and absent show as empty. */
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The ids a multiple choice holds; anything else as none. */
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);

/** An emptied field: null where the server keeps null, '' elsewhere. */
const emptied = (field: FieldDef, text: string) => (text === '' && field.nullable ? null : text);

/** The choices of a choice field, loaded again when the field they depend on changes. */
function useChoices(field: FieldDef, values: FieldValues): ChoiceOption[] {
  const [options, setOptions] = useState<ChoiceOption[]>([]);
  const dependency = field.kind === 'choice' && field.dependsOn ? textOf(values[field.dependsOn]) : '';
  useEffect(() => {
    if (field.kind !== 'choice') return;
    const own = new AbortController();
    field.options(values, own.signal).then(setOptions, () => {
      if (!own.signal.aborted) setOptions([]);
    });
    return () => own.abort();
    // Only the dependency's value asks again, not every keystroke elsewhere in the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field, dependency]);
  return options;
}

/**
 * The codes a select offers: all of them, or once the server said which this user may choose, those and the one
 * the field holds (an account keeps showing its role). Nothing is offered while that answer is on its way.
 */
function useSelectChoices(field: FieldDef, value: unknown): readonly string[] {
  const [allowed, setAllowed] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (field.kind !== 'select' || !field.allowed) return;
    const own = new AbortController();
    field.allowed(own.signal).then(setAllowed, () => {
      if (!own.signal.aborted) setAllowed([]);
    });
    return () => own.abort();
  }, [field]);
  if (field.kind !== 'select') return [];
  if (!field.allowed) return field.choices;
  return field.choices.filter((choice) => choice === value || (allowed ?? []).includes(choice));
}

/** The badges a rich-text field offers (mail-template variables), loaded once for the field. */
function useVariables(field: FieldDef): RichTextVariable[] {
  const [variables, setVariables] = useState<RichTextVariable[]>([]);
  useEffect(() => {
    if (field.kind !== 'richText' || !field.variables) return;
    const own = new AbortController();
    field.variables(own.signal).then(setVariables, () => undefined);
    return () => own.abort();
  }, [field]);
  return variables;
}

/** What a text field says under it: a create-only field that it is fixed, a write-only one its area's hint. */
function helpTextOf(field: FieldDef, areaKey: string, readOnly: boolean, t: (key: string) => string): string {
  if (readOnly) return t('kit:createOnly');
  return field.writeOnly ? t(`${areaKey}.hints.${field.name}`) : '';
}

/** One declared field, rendered by its kind with the ld-* element for it (issue 13 point 4). */
export function KitField({ areaKey, field, values, problem, disabled, readOnly = false, currency = 'EUR', onChange }: KitFieldProps) {
  const { t } = useTranslation(['areas', 'kit']);
  // An amount's label may name the client's currency ({{currency}}: € or zł).
  const label = t(fieldLabelKey(areaKey, field), { currency: currencySign(currency) });
  const value = values[field.name];
  const choices = useChoices(field, values);
  const variables = useVariables(field);
  const codes = useSelectChoices(field, value);
  const required = field.required === true;
  // Text stays readable and selectable when read-only; the other elements have no read-only state.
  const common = { 'data-field': field.name, disabled: disabled || (readOnly && field.kind !== 'text') } as const;

  const control = (() => {
    switch (field.kind) {
      case 'text':
        return <ld-text-input {...common} label={label} value={textOf(value)} maxLength={field.maxLength} type={field.type ?? 'text'} required={required && !readOnly}
          readonly={readOnly} helpText={helpTextOf(field, areaKey, readOnly, t)} autocomplete={field.type === 'password' ? 'new-password' : 'off'} onld-input={(event) => onChange(field.name, emptied(field, event.detail.value))} />;
      case 'number':
        return <ld-number-input {...common} label={label} value={typeof value === 'number' ? value : null} min={field.min} max={field.max} step={field.step}
          required={required} onld-change={(event) => onChange(field.name, event.detail.value)} />;
      case 'date':
        return <ld-date-picker {...common} label={label} value={textOf(value)} required={required}
          onld-change={(event) => onChange(field.name, emptied(field, event.detail.value))} />;
      case 'checkbox':
        return <ld-checkbox {...common} label={label} checked={value === true} onld-change={(event) => onChange(field.name, event.detail.checked)} />;
      case 'choice':
        return <ld-tree-select {...common} label={label} options={choices.map((option) => ({ id: option.value, label: option.label }))}
          value={field.multiple ? idsOf(value).map(String) : textOf(value)} multiple={field.multiple === true} required={required} clearable={!required || field.multiple === true}
          onld-change={(event) => {
            const chosen = event.detail.value;
            // Choices are ids: the server takes numbers.
            if (Array.isArray(chosen)) onChange(field.name, chosen.map(Number));
            else onChange(field.name, chosen === '' ? null : Number(chosen));
          }} />;
      case 'select':
        return <ld-tree-select {...common} label={label} options={codes.map((choice) => ({ id: choice, label: t(`${field.labels}.${choice}`) }))}
          value={textOf(value)} required={required} clearable={!required}
          onld-change={(event) => onChange(field.name, emptied(field, String(event.detail.value)))} />;
      case 'multiChoice': {
        const ticked = new Set(Array.isArray(value) ? value : []);
        return (
          <fieldset {...common} style={kitStyles.choices} aria-invalid={problem ? true : undefined}>
            <legend style={kitStyles.label}>{label}{required && <span style={kitStyles.required}> *</span>}</legend>
            {field.choices.map((choice) => (
              <ld-checkbox key={choice} data-choice={choice} label={t(`${field.labels}.${choice}`)} checked={ticked.has(choice)} disabled={common.disabled}
                onld-change={(event) => onChange(field.name, toggledChoices(field.choices, value, choice, event.detail.checked))} />
            ))}
          </fieldset>
        );
      }
      case 'richText':
        return (
          <>
            <span style={kitStyles.label} aria-hidden="true">
              {label}{required && <span style={kitStyles.required}> *</span>}
            </span>
            <ld-rich-text {...common} label={label} value={textOf(value)} variables={variables} onld-change={(event) => onChange(field.name, event.detail.value)} />
          </>
        );
      case 'files':
        return <ChosenFiles name={field.name} label={label} accept={field.accept} files={Array.isArray(value) ? (value as File[]) : []}
          disabled={common.disabled} onChange={(files) => onChange(field.name, files)} />;
    }
  })();

  return (
    <div style={isWide(field) ? { ...kitStyles.field, ...kitStyles.wide } : kitStyles.field}>
      {control}
      {problem && <p role="alert" style={kitStyles.problem} data-problem={field.name}>{problem}</p>}
    </div>
  );
}
