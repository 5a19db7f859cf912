import { useEffect } from 'react';
import { fetchReleaseNotes, fetchUnseenReleaseNoteCount, markReleaseNotesSeen, type ReleaseNote } from '../../api/release-notes';
import { useLoad, type LoadView } from '../load/use-load';

/** Who shows the unseen count reads it again once the notes page has marked the notes seen. */
const seenListeners = new Set<() => void>();

/**
 * The top bar's count of release notes this user has not opened yet (for supervisors and above, who read notes);
 * read when the shell shows and again after the notes page marked them seen. Null while unknown or when it could not
 * be read: a badge is a hint, never an error.
 */
export function useUnseenReleaseNotes(): number | null {
  const count = useLoad((signal) => fetchUnseenReleaseNoteCount({ signal }), []);
  const { reload } = count;
  useEffect(() => {
    seenListeners.add(reload);
    return () => { seenListeners.delete(reload); };
  }, [reload]);
  return count.status === 'ready' ? count.value : null;
}

/**
 * The notes page (/tools/release-notes): the notes newest version first, each `isNew` as it was before this visit;
 * the new ones it read are then marked seen for this account (by id: one published meanwhile stays new), and the top
 * bar's count follows. A failed mark leaves them new for the next visit.
 */
export function useReleaseNotes(): LoadView<ReleaseNote[]> {
  return useLoad(async (signal) => {
    const notes = await fetchReleaseNotes({ signal });
    const shownNew = notes.filter((note) => note.isNew).map((note) => note.id);
    if (shownNew.length > 0) {
      await markReleaseNotesSeen(shownNew, { signal }).then(() => { for (const listener of seenListeners) listener(); }, () => undefined);
    }
    return notes;
  }, []);
}
