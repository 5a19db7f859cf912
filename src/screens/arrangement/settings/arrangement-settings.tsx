import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HistorySection } from '../../history/history-section';
import { Link, useSearch } from 'wouter';
import { fetchSegments } from '../../../api/arrangement-setting';
import { type ArrangementSettings, type Segment } from '../../../../contract/types/arrangement-settings';
import { useCurrentRoute } from '../../../app/current-route';
import { useArrangementSelection } from '../../../features/arrangement-selection/use-arrangement-selection';
import { listOutdated, problemOfReason, SETTING_GROUPS } from '../../../features/arrangement-settings/settings-values';
import { useArrangementSettings } from '../../../features/arrangement-settings/use-arrangement-settings';
import { formatNumber } from '../../../lib/format';
import { recordIdOf } from '../../../lib/record-id';
import { ConflictDialog } from '../../kit/conflict-dialog';
import { KitLoadState } from '../../kit/kit-load-state';
import { kitStyles } from '../../kit/kit-styles';
import { LogoPanel } from './logo-panel';
import { SettingField } from './setting-field';
import { SegmentsWorkbook } from './segments-workbook';

/**
 * /arrangement/settings (the selected arrangement) and /component/settings/edit?id={arrangementId} (issue 14
 * point 3; spec 01 §2, §6 supervisor and above): every arrangement setting, grouped as an administrator
 * reads them, and the logo. A save that changes active-for-drivers (or the licence check) reloads the arrangements
 * at once, so the "inactive for drivers" banner and the sidebar dot follow; then the form starts afresh on what was stored.
 */
export default function ArrangementSettingsScreen() {
  const search = useSearch();
  const onComponent = useCurrentRoute()?.name === 'component-settings-edit';
  const { selected, arrangements, reload } = useArrangementSelection();
  const [generation, setGeneration] = useState(0);
  // Without a usable ?id= the route gate offers the arrangements instead of this screen (app/record-choice).
  const id = onComponent ? recordIdOf(search) : (selected?.id ?? null);
  if (id === null) return <KitLoadState status="loading" />;
  const onSaved = (saved: ArrangementSettings) => {
    if (listOutdated(saved, arrangements.find((a) => a.id === saved.carArrangementId))) reload();
    setGeneration((n) => n + 1);
  };
  return <SettingsForm key={`${id}:${generation}`} arrangementId={id} isSelected={selected?.id === id} onSaved={onSaved} />;
}

function useSegments(): Segment[] {
  const [segments, setSegments] = useState<Segment[]>([]);
  useEffect(() => {
    const own = new AbortController();
    fetchSegments({ signal: own.signal }).then(setSegments, () => undefined);
    return () => own.abort();
  }, []);
  return segments;
}

function SettingsForm({ arrangementId, isSelected, onSaved }: { arrangementId: number; isSelected: boolean; onSaved(saved: ArrangementSettings): void }) {
  const { t } = useTranslation(['arrangementSettings', 'kit']);
  const form = useArrangementSettings(arrangementId, onSaved);
  const segments = useSegments();

  if (form.status === 'loading' || form.status === 'done' || !form.settings) {
    return form.status === 'notFound' ? <KitLoadState status="notFound" /> : form.status === 'loadFailed'
      ? <KitLoadState status="failed" onRetry={form.retry} /> : <KitLoadState status="loading" />;
  }
  const { settings } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const problemOf = (name: string): string | null => {
    const local = form.problems[name as keyof typeof form.problems];
    if (local) return t(`problems.${local}`);
    const refused = form.fieldErrors[name];
    if (refused === undefined) return null;
    const own = problemOfReason(refused);
    return own ? t(`problems.${own}`) : refused;
  };

  return (
    <section className="arrangement-settings" style={kitStyles.form}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('title', { name: settings.carArrangement.displayName })}</h1>
      <form noValidate onSubmit={onSubmit} style={kitStyles.form} aria-busy={form.busy}>
        {SETTING_GROUPS.map((group) => (
          <fieldset key={group.key} className={`arrangement-settings__${group.key}`} style={{ ...kitStyles.form, border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: '1.125rem', fontWeight: 600, padding: 0, marginBottom: '0.5rem' }}>{t(`groups.${group.key}`)}</legend>
            <div style={kitStyles.grid}>
              {group.fields.map((field) => (
                <SettingField key={field.name} field={field} values={form.values} segments={segments} problem={problemOf(field.name)}
                  disabled={form.busy} onChange={form.change} />
              ))}
            </div>
            {group.key === 'segments' && <SegmentsWorkbook />}
          </fieldset>
        ))}
        <DurationSummary settings={settings} linked={isSelected} />
        <div style={kitStyles.actions}>
          <sl-button type="submit" variant="primary" loading={form.status === 'saving'} disabled={form.busy}>{t('kit:save')}</sl-button>
        </div>
      </form>
      <LogoPanel settings={settings} onChanged={form.adoptLogo} />
      <HistorySection kind="arrangementSetting" id={arrangementId} labelPrefixes={['arrangementSettings:fields']} />
      <ConflictDialog open={form.status === 'conflict'} busy={form.busy}
        onReload={form.reloadTheirs} onOverwrite={form.overwriteWithMine} onCancel={form.cancelConflict} />
    </section>
  );
}

/** Durations and yearly kilometres are the calculator setting's (one copy): shown here, changed there (for the selected arrangement). */
function DurationSummary({ settings, linked }: { settings: ArrangementSettings; linked: boolean }) {
  const { t } = useTranslation('arrangementSettings');
  return (
    <section className="arrangement-settings__durations" style={{ display: 'grid', gap: '0.5rem' }}>
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('groups.durations')}</h2>
      {settings.durationKm.length === 0 ? <p style={{ margin: 0 }}>{t('durations.none')}</p> : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {settings.durationKm.map((fuel) => (
            <li key={fuel.fuelCode}>
              {t('durations.line', {
                fuel: t(`durations.fuels.${fuel.fuelCode}`), months: fuel.durations.join(', '),
                km: fuel.kilometres.map((km) => formatNumber(km)).join(', '),
              })}
            </li>
          ))}
        </ul>
      )}
      {linked && <Link href="/arrangement/calculatorsetting/edit">{t('durations.edit')}</Link>}
    </section>
  );
}
