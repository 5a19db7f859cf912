import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { kitStyles } from './kit-styles';

export interface ChosenFilesProps {
  name: string;
  label: string;
  accept: string;
  files: readonly File[];
  disabled: boolean;
  onChange(files: File[]): void;
}

/**
 * A form's `files` field (areas/area.ts): files chosen now and uploaded once the record is saved (spec 02
 * §4). Each chosen file can be taken out again before saving; nothing goes to the server from here.
 */
export function ChosenFiles({ name, label, accept, files, disabled, onChange }: ChosenFilesProps) {
  const { t } = useTranslation('kit');
  const picker = useRef<HTMLInputElement>(null);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length > 0) onChange([...files, ...picked]);
  };
  return (
    <fieldset style={{ ...kitStyles.field, border: 0, padding: 0, margin: 0 }} data-field={name}>
      <legend style={kitStyles.label}>{label}</legend>
      {files.length === 0 ? <p style={{ margin: 0 }}>{t('files.none')}</p> : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} data-chosen-file={file.name}>
              {file.name}{' '}
              <sl-button size="small" disabled={disabled} onClick={() => onChange(files.filter((_, at) => at !== index))}>
                {t('files.remove', { name: file.name })}
              </sl-button>
            </li>
          ))}
        </ul>
      )}
      <div style={kitStyles.actions}>
        <input ref={picker} type="file" accept={accept} multiple hidden onChange={onPick} aria-label={t('files.choose')} />
        <sl-button disabled={disabled} onClick={() => picker.current?.click()}>{t('files.choose')}</sl-button>
        <span style={{ color: 'var(--sl-color-neutral-600)' }}>{t('files.hint')}</span>
      </div>
    </fieldset>
  );
}
