import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../../elements/checkbox/checkbox';
import '../../../../elements/date-picker/date-picker';
import '../../../../elements/text-input/text-input';
import { driverFieldLimits, type DriverForm } from '../../../features/driver-form/driver-form-rules';
import type { DriverFormView } from '../../../features/driver-form/use-driver-form';
import { formStyles } from './driver-form-styles';

/** What a field needs of its form: the values, their problems and how to change them (the driver form and fleet management's). */
export type FormBinding = Pick<DriverFormView, 'form' | 'problems' | 'set' | 'commit'>;

type KeysOf<V> = { [K in keyof DriverForm]: DriverForm[K] extends V ? K : never }[keyof DriverForm];
export type TextKey = KeysOf<string>;
export type FlagKey = KeysOf<boolean>;

/** The localized problem under a field (spec 02 §5), announced when it appears. */
export function FieldProblem({ view, field }: { view: FormBinding; field: keyof DriverForm }) {
  const { t } = useTranslation('driverForm');
  const problem = view.problems[field];
  return problem ? <p role="alert" style={formStyles.problem} data-problem={field}>{t(`problems.${problem}`)}</p> : null;
}

/** A control with what goes under it: its problem (spec 02 §5), then a check's answer or a hint. */
export function FieldFrame({ view, field, hint, children }: { view: FormBinding; field: keyof DriverForm; hint?: ReactNode; children: ReactNode }) {
  return (
    <div style={formStyles.field}>
      {children}
      <FieldProblem view={view} field={field} />
      {typeof hint === 'string' ? <p style={formStyles.hint}>{hint}</p> : hint}
    </div>
  );
}

interface TextFieldProps {
  view: FormBinding;
  field: TextKey;
  /** Required here though the driver's contract does not require it (the fleet-management id on its own form). */
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  /** Shown under the field after its problem (e.g. the server's check). */
  children?: ReactNode;
}

/**
 * A text field bound to the form: typing updates it, leaving it shows its problem and runs its check. Its maximum
 * length and whether it is required are the driver's contract's (contract/areas/driver.ts).
 */
export function TextField({ view, field, required: requiredHere = false, type = 'text', children }: TextFieldProps) {
  const { t } = useTranslation('driverForm');
  const { maxLength = 0, required } = driverFieldLimits(field);
  return (
    <FieldFrame view={view} field={field} hint={children}>
      <ld-text-input label={t(`fields.${field}`)} value={view.form[field]} type={type} maxLength={maxLength} required={required || requiredHere}
        data-field={field}
        onld-input={(event) => view.set(field, event.detail.value)}
        onld-change={(event) => view.commit(field, event.detail.value)} />
    </FieldFrame>
  );
}

export function DateField({ view, field, required = false, hint }: { view: FormBinding; field: 'dateOfBirth' | 'dateExpiration'; required?: boolean; hint?: string }) {
  const { t } = useTranslation('driverForm');
  return (
    <FieldFrame view={view} field={field} hint={hint}>
      <ld-date-picker label={t(`fields.${field}`)} value={view.form[field]} required={required} defaultTo1990={field === 'dateOfBirth'}
        data-field={field} onld-change={(event) => view.commit(field, event.detail.value)} />
    </FieldFrame>
  );
}

export function FlagField({ view, field, hint }: { view: FormBinding; field: FlagKey; hint?: string }) {
  const { t } = useTranslation('driverForm');
  return (
    <FieldFrame view={view} field={field} hint={hint}>
      <ld-checkbox label={t(`fields.${field}`)} checked={view.form[field]} data-field={field}
        onld-change={(event) => view.set(field, event.detail.checked)} />
    </FieldFrame>
  );
}
