import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry, HistoryKind } from '../../api/history';
import { actorText, changeLines, fieldLabel, whenText, type ChangeLine, type Translate } from '../../features/history/history-changes';
import { useRecordHistory } from '../../features/history/use-record-history';
import { KitLoadState } from '../kit/kit-load-state';
import { historyStyles } from './history-styles';

export interface HistoryPanelProps {
  kind: HistoryKind;
  id: number;
  /** Where the screen's own field labels are (`areas:faq.fields`, `driverForm:fields`), tried before history's own. */
  labelPrefixes?: readonly string[];
  /** Fields holding rich text: shown as their words. Any value with tags is too. */
  richFields?: readonly string[];
}

/**
 * A record's history (issue 39 point 2), loaded with its own chunk when the history section opens: who changed
 * what and when, newest first, 50 at a time with "older" for the next. Every value is drawn as text.
 */
export default function HistoryPanel({ kind, id, labelPrefixes = [], richFields = [] }: HistoryPanelProps) {
  const { t } = useTranslation(['history', ...new Set(labelPrefixes.map((prefix) => prefix.split(':')[0]!))]);
  const history = useRecordHistory(kind, id);
  const rich = useMemo(() => new Set(richFields), [richFields]);
  const translate = t as unknown as Translate;

  if (history.status === 'loading') return <KitLoadState status="loading" />;
  if (history.status === 'unavailable') return <p role="status" className="history-panel__unavailable" style={historyStyles.message}>{t('history:unavailable')}</p>;
  if (history.status === 'failed') return <KitLoadState status="failed" onRetry={history.retry} />;
  if (history.entries.length === 0) return <p role="status" style={historyStyles.message}>{t('history:none')}</p>;
  return (
    <div className="history-panel" style={historyStyles.panel}>
      <ol style={historyStyles.entries} aria-label={t('history:title')}>
        {history.entries.map((entry) => (
          <Entry key={entry.id} entry={entry} lines={changeLines(entry, rich, translate)} labelPrefixes={labelPrefixes} t={translate} />
        ))}
      </ol>
      {history.more && (
        <sl-button size="small" className="history-panel__older" loading={history.loadingOlder} disabled={history.loadingOlder} onClick={history.older}>
          {t('history:older')}
        </sl-button>
      )}
    </div>
  );
}

function Entry({ entry, lines, labelPrefixes, t }: { entry: HistoryEntry; lines: ChangeLine[]; labelPrefixes: readonly string[]; t: Translate }) {
  return (
    <li className="history-entry" data-entry-id={entry.id} data-action={entry.action} style={historyStyles.entry}>
      <p style={historyStyles.heading}>
        <strong className="history-entry__action">{t(`history:actions.${entry.action}`)}</strong>
        {' · '}<span className="history-entry__actor">{actorText(entry.actor, t)}</span>
        {' · '}<time dateTime={entry.at}>{whenText(entry.at)}</time>
      </p>
      {lines.length > 0 && (
        <ul style={historyStyles.changes}>
          {lines.map((line) => (
            <li key={line.field} className="history-change" data-field={line.field}>
              <span style={historyStyles.field}>{fieldLabel(line.field, labelPrefixes, t)}</span>{': '}
              <ChangeText line={line} t={t} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function ChangeText({ line, t }: { line: ChangeLine; t: Translate }) {
  if (line.kind === 'secret') return <em className="history-change__secret">{t('history:secretChanged')}</em>;
  if (line.kind === 'list') {
    const parts = [
      line.added.length > 0 ? t('history:added', { items: line.added.join(', ') }) : null,
      line.removed.length > 0 ? t('history:removed', { items: line.removed.join(', ') }) : null,
    ].filter((part): part is string => part !== null);
    return <span className="history-change__list">{parts.join('; ')}</span>;
  }
  // A create shows what was set, a delete what was there; an update both.
  return (
    <span className="history-change__value">
      {line.before !== null && <del style={historyStyles.before}>{line.before}</del>}
      {line.before !== null && line.after !== null && ' → '}
      {line.after !== null && <ins style={historyStyles.after}>{line.after}</ins>}
    </span>
  );
}
