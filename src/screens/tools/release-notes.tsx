import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../elements/rich-text/rich-text.sanitize';
import type { ReleaseNote } from '../../api/release-notes';
import { useReleaseNotes } from '../../features/release-notes/use-release-notes';
import { formatDate } from '../../lib/dates';
import { KitLoadState } from '../kit/kit-load-state';

/**
 * /tools/release-notes (spec 01 §2, supervisor and above): the application's release notes, newest version first as
 * the server orders them, each with its version, kind, publication date, subject and remark. Notes this user had not
 * opened before are marked new; opening the page marks them seen (the top bar's badge clears).
 */

const NOTES_STYLES = `
.release-notes { display: grid; gap: 1.25rem; max-width: 56rem; }
.release-notes :is(h1, h2, p) { margin: 0; }
.release-note { display: grid; gap: 0.5rem; padding: 1rem 1.25rem; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-medium); }
.release-note[data-new='true'] { border-left: 4px solid var(--ld-primary); }
.release-note__heading { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 0.75rem; }
.release-note__heading h2 { font-size: 1.125rem; }
.release-note__new { padding: 0.1rem 0.55rem; border-radius: 1rem; background: var(--ld-primary); color: #fff; font-size: 0.8rem; font-weight: 700; }
.release-note__meta { color: var(--ld-muted); font-size: 0.9rem; }
.release-note__remark { overflow-wrap: anywhere; }
`;

function Note({ note }: { note: ReleaseNote }) {
  const { t } = useTranslation(['tools', 'areas']);
  const meta = [t('releaseNotes.version', { version: note.date }), t(`areas:releaseNote.types.${note.type}`), t('releaseNotes.published', { date: formatDate(note.publishedAt) })];
  return (
    <article className="release-note" data-new={note.isNew} aria-labelledby={`release-note-${note.id}`}>
      <div className="release-note__heading">
        <h2 id={`release-note-${note.id}`}>{note.subject}</h2>
        {note.isNew && <span className="release-note__new">{t('releaseNotes.new')}</span>}
      </div>
      <p className="release-note__meta">{meta.join(' · ')}</p>
      {/* Cleaned by the server's allow-list when stored, and by the editor's once more here (rich-text.sanitize.ts). */}
      <div className="release-note__remark" dangerouslySetInnerHTML={{ __html: sanitizeHtml(note.remark) }} />
    </article>
  );
}

export default function ReleaseNotes() {
  const { t } = useTranslation(['tools', 'areas']);
  const notes = useReleaseNotes();
  return (
    <section className="release-notes">
      <style>{NOTES_STYLES}</style>
      <h1>{t('releaseNotes.title')}</h1>
      <p>{t('releaseNotes.intro')}</p>
      {notes.status === 'loading' && <KitLoadState status="loading" />}
      {notes.status === 'failed' && <KitLoadState status="failed" onRetry={notes.reload} />}
      {notes.status === 'ready' && (notes.value!.length === 0
        ? <p>{t('releaseNotes.empty')}</p>
        : notes.value!.map((note) => <Note key={note.id} note={note} />))}
    </section>
  );
}
