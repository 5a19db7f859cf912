import { useTranslation } from 'react-i18next';
import '../../../elements/checkbox/checkbox';
import '../../../elements/tree-select/tree-select';
import type { Language } from '../../../contract/types/core';
import { kitStyles } from '../kit/kit-styles';

interface ClientLanguagesProps {
  /** Every language the product offers (GET /language). */
  languages: readonly Language[];
  ticked: readonly number[];
  defaultId: number | null;
  problem: string | null;
  disabled: boolean;
  onTick(id: number, ticked: boolean): void;
  onDefault(id: number): void;
}

/** The client's languages (ticks) and its default, always one of the ticked ones; the last one cannot be unticked. */
export function ClientLanguages({ languages, ticked, defaultId, problem, disabled, onTick, onDefault }: ClientLanguagesProps) {
  const { t } = useTranslation('clientSettings');
  const chosen = languages.filter((language) => ticked.includes(language.id));
  return (
    <div style={kitStyles.field} className="client-settings__languages">
      <fieldset data-field="languages" style={kitStyles.choices} aria-invalid={problem ? true : undefined}>
        <legend style={kitStyles.label}>{t('fields.languages')}<span style={kitStyles.required}> *</span></legend>
        {languages.map((language) => {
          const isTicked = ticked.includes(language.id);
          return (
            <ld-checkbox key={language.id} data-choice={language.culture.languageCulture} label={language.displayName} checked={isTicked}
              disabled={disabled || (isTicked && ticked.length === 1)} onld-change={(event) => onTick(language.id, event.detail.checked)} />
          );
        })}
      </fieldset>
      <ld-tree-select data-field="defaultLanguageId" label={t('fields.defaultLanguage')} required disabled={disabled} value={defaultId === null ? '' : String(defaultId)}
        options={chosen.map((language) => ({ id: String(language.id), label: language.displayName }))}
        onld-change={(event) => {
          const id = Number(event.detail.value);
          if (Number.isSafeInteger(id) && id > 0) onDefault(id);
        }} />
      {problem && <p role="alert" style={kitStyles.problem} data-problem="languages">{problem}</p>}
    </div>
  );
}
