import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import '../../../elements/delete-dialog/delete-dialog';
import { sanitizeHtml } from '../../../elements/rich-text/rich-text.sanitize';
import type { MailLog } from '../../../contract/areas/mail-log';
import NotFound from '../../app/not-found';
import { useResourceForm } from '../../features/resource-form/use-resource-form';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { recordIdOf } from '../../lib/record-id';
import { KitLoadState } from '../kit/kit-load-state';
import { useKitRoute } from '../kit/kit-area';
import { kitStyles } from '../kit/kit-styles';

/** The log's facts in the order an administrator reads a mail; dates as day and time. */
const FACTS = ['status', 'date', 'deliveredAt', 'attempts', 'from', 'to', 'cc', 'bcc', 'host', 'message', 'errorMessage'] as const;

function factText(log: MailLog, name: (typeof FACTS)[number], t: (key: string) => string): string {
  const value = log[name];
  if (value === null || value === '') return '–';
  if (name === 'status') return t(`mailLog.statuses.${String(value)}`);
  if (name === 'date' || name === 'deliveredAt') return formatDate(String(value), DATE_TIME_FORMAT) || '–';
  return String(value);
}

/**
 * One mail of the log at /component/mail/logs/edit?id= (spec 02 §3 "Mail log", §6 supervisor only): read-only —
 * from, to, cc, bcc, host, subject, dates, status, attempts, message, the error of a failed delivery — and the body.
 * The server sends the body already sanitised; it is cleaned once more by the editor's allow-list before it is
 * shown, so a mail can never run anything here. Delete asks first, then goes back to the list.
 */
export default function MailLogView() {
  const route = useKitRoute();
  const id = recordIdOf(useSearch());
  if (!route || id === null) return <NotFound />;
  return <MailLogRecord key={id} route={route} id={id} />;
}

function MailLogRecord({ route, id }: { route: NonNullable<ReturnType<typeof useKitRoute>>; id: number }) {
  const { t } = useTranslation(['areas', 'kit']);
  const form = useResourceForm({ area: route.area, section: route.section, listPath: route.listPath, id, ownerId: null });
  if (form.status === 'loading') return <KitLoadState status="loading" />;
  if (form.status === 'notFound') return <KitLoadState status="notFound" />;
  if (form.status === 'loadFailed') return <KitLoadState status="failed" onRetry={form.retry} />;
  const log = form.record as unknown as MailLog | null;
  if (!log) return <KitLoadState status="loading" />;
  const noun = t('mailLog.noun');

  return (
    <section style={kitStyles.form} className="mail-log" data-status={log.status}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{log.subject || t('mailLog.noSubject')}</h1>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1.25rem', margin: 0 }}>
        {FACTS.map((name) => (
          <div key={name} style={{ display: 'contents' }} data-fact={name}>
            <dt style={{ fontWeight: 600 }}>{t(`mailLog.columns.${name}`)}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{factText(log, name, t)}</dd>
          </div>
        ))}
      </dl>
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('mailLog.body')}</h2>
      {/* The editor's allow-list: no script, style, frames, forms or event handlers survive it (rich-text.sanitize.ts). */}
      <div className="mail-log__body" style={{ border: '1px solid var(--sl-color-neutral-200)', padding: '1rem', overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(log.body) }} />
      <div style={kitStyles.actions}>
        <Link href={route.listPath}>{t('kit:backToList')}</Link>
        <span style={kitStyles.spacer} />
        <sl-button variant="danger" outline disabled={form.busy} onClick={form.requestDelete}>{t('kit:delete')}</sl-button>
      </div>
      <ld-delete-dialog open={form.status === 'confirmingDelete' || form.status === 'deleting'} label={t('kit:deleteTitle', { noun })}
        message={t('kit:deleteMessage', { noun })} keepOpen busy={form.status === 'deleting'}
        onld-confirm={form.confirmDelete} onld-cancel={form.cancelDelete} />
    </section>
  );
}
