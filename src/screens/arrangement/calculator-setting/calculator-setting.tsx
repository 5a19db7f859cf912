import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HistorySection } from '../../history/history-section';
import '@shoelace-style/shoelace/dist/components/switch/switch.js';
import '../../../../elements/delete-dialog/delete-dialog';
import type { CalculatorFuel } from '../../../api/calculator-setting';
import { onRecordRestored } from '../../../app/undo/restored-records';
import { useArrangementSelection } from '../../../features/arrangement-selection/use-arrangement-selection';
import {
  CALCULATOR_FUELS, chooseInitialDuration, chooseInitialKilometres, reasonKeyOf, setActiveOnline, toggleDuration, toggleKilometres,
} from '../../../features/calculator-setting/calculator-values';
import { useCalculatorSetting } from '../../../features/calculator-setting/use-calculator-setting';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/dates';
import { ConflictDialog } from '../../kit/conflict-dialog';
import { KitLoadState } from '../../kit/kit-load-state';
import { kitStyles } from '../../kit/kit-styles';
import { FuelChoices } from './fuel-choices';

/**
 * /arrangement/calculatorsetting/edit (issue 14 point 2; spec 01 §2 "edit only", §6 bulk and above):
 * the selected arrangement's calculator setting. Read with its version; saved only after the server
 * found every offered fuel's initial pair among its ticks; created when the arrangement has none of its
 * own. Leaving with unsaved changes asks first; a 412 offers the conflict choice.
 */
export default function CalculatorSettingScreen() {
  const { selected, reload } = useArrangementSelection();
  // The deleted setting came back (the delete toast's Undo, issue 39): a fresh form reads it again.
  const [restores, setRestores] = useState(0);
  const selectedId = selected?.id ?? null;
  useEffect(() => onRecordRestored((record) => {
    if (record.kind === 'calculatorSetting' && record.id === selectedId) setRestores((n) => n + 1);
  }), [selectedId]);
  if (!selected) return <KitLoadState status="loading" />;
  // A fresh form per arrangement: switching arrangements never carries one's ticks to another.
  return <CalculatorSettingForm key={`${selected.id}:${restores}`} arrangementId={selected.id} name={selected.displayName} reload={reload} />;
}

function CalculatorSettingForm({ arrangementId, name, reload }: { arrangementId: number; name: string; reload(): void }) {
  const { t } = useTranslation(['calculatorSetting', 'kit']);
  const form = useCalculatorSetting(arrangementId, reload);

  if (form.status === 'loading') return <KitLoadState status="loading" />;
  if (form.status === 'loadFailed') return <KitLoadState status="failed" onRetry={form.retry} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const problemOf = (fuel: CalculatorFuel) => {
    const local = form.localProblems[fuel];
    if (local) return t(`problems.${local}`);
    const reason = form.pairProblems[fuel];
    if (reason === undefined) return null;
    const key = reasonKeyOf(reason);
    return key ? t(`problems.${key}`) : reason;
  };
  const ownSetting = form.setting?.version !== undefined;
  const lastRun = formatDate(form.setting?.dateLastRun, DATE_TIME_FORMAT);

  return (
    <section className="calculator-setting" style={kitStyles.form}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('title')}</h1>
      <p style={{ margin: 0 }}>{t('intro', { name })}</p>
      <form noValidate onSubmit={onSubmit} style={kitStyles.form} aria-busy={form.busy}>
        <div style={kitStyles.field}>
          <sl-switch data-field="isActiveOnlineForDrivers" checked={form.values.isActiveOnlineForDrivers} disabled={form.busy}
            onsl-change={(event) => form.change((values) => setActiveOnline(values, (event.target as HTMLInputElement).checked))}>
            {t('activeOnline')}
          </sl-switch>
          {/* Below the switch in the page's own text colour: Shoelace's help text is too faint on the theme's background. */}
          <p style={{ margin: 0, fontSize: 'var(--sl-font-size-small)' }}>{t('activeOnlineHelp')}</p>
        </div>
        <dl style={{ margin: 0 }}>
          <dt style={kitStyles.label}>{t('lastRun')}</dt>
          <dd data-field="dateLastRun" style={{ margin: 0 }}>{lastRun || t('neverRun')}</dd>
        </dl>
        {!ownSetting && <p role="note" className="calculator-setting__none" style={{ margin: 0 }}>{t('noOwnSetting')}</p>}
        {CALCULATOR_FUELS.map((fuel) => (
          <FuelChoices key={fuel} fuel={fuel} choice={form.values.fuels[fuel]} problem={problemOf(fuel)} disabled={form.busy}
            onToggleDuration={(months) => form.change((values) => toggleDuration(values, fuel, months))}
            onToggleKilometres={(km) => form.change((values) => toggleKilometres(values, fuel, km))}
            onInitialDuration={(months) => form.change((values) => chooseInitialDuration(values, fuel, months))}
            onInitialKilometres={(km) => form.change((values) => chooseInitialKilometres(values, fuel, km))} />
        ))}
        <div style={kitStyles.actions}>
          <sl-button type="submit" variant="primary" loading={form.status === 'checking' || form.status === 'saving'} disabled={form.busy}>
            {t('kit:save')}
          </sl-button>
          {form.status === 'checking' && <span role="status">{t('checking')}</span>}
          <span style={kitStyles.spacer} />
          {ownSetting && (
            <sl-button variant="danger" outline disabled={form.busy} onClick={form.requestDelete}>{t('delete')}</sl-button>
          )}
        </div>
      </form>
      <HistorySection kind="calculatorSetting" id={arrangementId} labelPrefixes={['calculatorSetting:fields']} />
      <ld-delete-dialog className="calculator-setting-delete" open={form.status === 'confirmingDelete' || form.status === 'deleting'} label={t('deleteTitle')}
        message={t('deleteMessage', { name })} keepOpen busy={form.status === 'deleting'}
        onld-confirm={form.confirmDelete} onld-cancel={form.cancelDelete} />
      <ConflictDialog open={form.status === 'conflict'} busy={form.busy}
        onReload={form.reloadTheirs} onOverwrite={form.overwriteWithMine} onCancel={form.cancelConflict} />
    </section>
  );
}
