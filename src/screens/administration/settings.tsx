import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HistorySection } from '../history/history-section';
import '../../../elements/text-input/text-input';
import { imageAccept, isAcceptableImage, type ImageKind } from '../../api/image-upload';
import { successNotice } from '../../app/toasts/toast-for-error';
import { COLOUR_FIELDS, TEXT_FIELDS, themeOf } from '../../features/client-settings/client-settings-values';
import { useClientSettings } from '../../features/client-settings/use-client-settings';
import { useShell } from '../../features/shell/use-shell';
import { ConflictDialog } from '../kit/conflict-dialog';
import { ImagePanel, imagePanelTexts } from '../kit/image-panel';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';
import { ClientLanguages } from './client-languages';
import { ThemePreview } from './theme-preview';

/**
 * /administration/settings (spec 01 §1, §2, §7; issue 18 point 2; supervisor): the client's name, contact, colours
 * with a live preview, font, languages with the default, logo and favicon. Saved, the open app re-themes at once
 * (the shell takes the stored setting) and the form starts afresh on what was stored.
 */
export default function ClientSettingsScreen() {
  const [generation, setGeneration] = useState(0);
  return <SettingsForm key={generation} onSaved={() => setGeneration((n) => n + 1)} />;
}

function SettingsForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation(['clientSettings', 'kit']);
  const form = useClientSettings(t('noun'), onSaved);
  const languages = useShell().data?.languages ?? [];

  // The own client always exists: a 404 is a failed read like any other.
  if (form.status === 'loadFailed' || form.status === 'notFound') return <KitLoadState status="failed" onRetry={form.retry} />;
  if (form.status === 'loading' || form.status === 'done' || !form.setting) return <KitLoadState status="loading" />;
  const { values, setting } = form;
  const text = (name: string) => String(values[name] ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const problemOf = (name: string): string | null => {
    if (form.missing.includes(name)) return t('kit:requiredMissing', { field: t(`fields.${name}`) });
    return form.fieldErrors[name] ?? null;
  };
  const problem = (name: string) => {
    const shown = problemOf(name);
    return shown && <p role="alert" style={kitStyles.problem} data-problem={name}>{shown}</p>;
  };
  const image = (which: ImageKind) => (
    <ImagePanel key={which} className={`client-${which}`} field={which} imageUrl={setting[`${which}Url`]} accept={imageAccept(which)}
      added={successNotice(which === 'logo' ? 'logoAdded' : 'faviconAdded')} acceptable={(file) => isAcceptableImage(which, file)}
      texts={imagePanelTexts(t, `images.${which}`, setting.displayName)}
      replace={(file) => form.replaceImage(which, file)} />
  );

  return (
    <section className="client-settings" style={kitStyles.form}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('title')}</h1>
      <form noValidate onSubmit={onSubmit} style={kitStyles.form} aria-busy={form.busy}>
        <p style={{ margin: 0 }}>{t('kit:requiredNote')}</p>
        <div style={kitStyles.grid}>
          {TEXT_FIELDS.map((field) => (
            <div key={field.name} style={kitStyles.field}>
              <ld-text-input data-field={field.name} label={t(`fields.${field.name}`)} value={text(field.name)} type={field.type} maxLength={field.maxLength}
                required={field.required} disabled={form.busy} autocomplete="off" onld-input={(event) => form.change(field.name, event.detail.value)} />
              {problem(field.name)}
            </div>
          ))}
        </div>
        <fieldset style={{ ...kitStyles.form, border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: '1.125rem', fontWeight: 600, padding: 0, marginBottom: '0.5rem' }}>{t('groups.theme')}</legend>
          <div style={kitStyles.grid}>
            <div style={{ display: 'grid', gap: '1rem', alignContent: 'start' }}>
              {COLOUR_FIELDS.map((name) => (
                <div key={name} style={kitStyles.field}>
                  <label htmlFor={`client-${name}`} style={kitStyles.label}>{t(`fields.${name}`)}</label>
                  <input id={`client-${name}`} type="color" data-field={name} value={text(name)} disabled={form.busy}
                    style={{ width: '6rem', height: '2.5rem', padding: 0, border: '1px solid var(--sl-color-neutral-300)' }}
                    onChange={(event) => form.change(name, event.target.value)} />
                  {problem(name)}
                </div>
              ))}
            </div>
            <ThemePreview theme={themeOf(values)} displayName={text('displayName')} />
          </div>
        </fieldset>
        <ClientLanguages languages={languages} ticked={(values.languageIds as number[] | undefined) ?? []} defaultId={(values.defaultLanguageId as number | null) ?? null}
          problem={problemOf('languages')} disabled={form.busy} onTick={form.tickLanguage} onDefault={(id) => form.change('defaultLanguageId', id)} />
        <div style={kitStyles.actions}>
          <sl-button type="submit" variant="primary" loading={form.status === 'saving'} disabled={form.busy}>{t('kit:save')}</sl-button>
        </div>
      </form>
      {image('logo')}
      {image('favicon')}
      <HistorySection kind="clientSetting" id={setting.id} labelPrefixes={['clientSettings:fields']} />
      <ConflictDialog open={form.status === 'conflict'} busy={form.busy}
        onReload={form.reloadTheirs} onOverwrite={form.overwriteWithMine} onCancel={form.cancelConflict} />
    </section>
  );
}
