import i18next from 'i18next';
import { createActor } from 'xstate';
import { UNDO_WINDOW_MS, undoDeleteMachine } from '../../../machines/undo-delete.machine';
import { isHistoryKind, type HistoryKind } from '../../api/history';
import { showToast } from '../toasts/toast-bus';
import { TOAST_MS, successToast, type ToastSpec } from '../toasts/toast-for-error';
import { announceRestored } from './restored-records';

export interface DeletedRecordNotice {
  /** The area's key: the record's history kind when the server keeps one. */
  kind: string;
  id: number;
  /** The thing's translated noun, as the success toast names it. */
  noun: string;
  /** After the record is back: what else shows these rows reads them again (the arrangement or container selection). */
  onRestored?(): void;
}

/** "{noun} restored", or the server's reason it stays deleted (a rule the restore would break), or that it failed. */
export function restoreOutcomeToast(noun: string, outcome: { restored: true } | { restored: false; reason: string | null }): ToastSpec {
  if (outcome.restored) return { variant: 'success', duration: TOAST_MS.success, text: i18next.t('history:restored', { name: noun }) };
  return { variant: 'danger', duration: TOAST_MS.mapped, text: outcome.reason ?? i18next.t('history:restoreFailed', { name: noun }) };
}

/** The record is back: say so, and whatever shows the kind's rows reads them again. */
export function recordRestored(kind: HistoryKind, id: number, noun: string, onRestored?: () => void): void {
  showToast(restoreOutcomeToast(noun, { restored: true }));
  announceRestored({ kind, id });
  onRestored?.();
}

/**
 * After a delete (issue 39 point 3): the success toast "{noun} deleted", which for a kind the server keeps history of
 * offers "Undo" for UNDO_SECONDS (the undoDelete machine, one actor per delete, living as long as its offer: the
 * form that deleted has gone back to its list by then).
 */
export async function showDeletedToast({ kind, id, noun, onRestored }: DeletedRecordNotice): Promise<void> {
  const deleted = successToast('deleted', noun);
  if (!isHistoryKind(kind)) {
    showToast(deleted);
    return;
  }
  await i18next.loadNamespaces('history').catch(() => undefined);
  const actor = createActor(undoDeleteMachine.provide({
    actions: {
      notifyRestored: () => recordRestored(kind, id, noun, onRestored),
      notifyRefused: (_, { reason }) => void showToast(restoreOutcomeToast(noun, { restored: false, reason })),
    },
  }), { input: { kind, id } }).start();
  showToast({
    ...deleted,
    duration: UNDO_WINDOW_MS,
    action: { label: i18next.t('history:undo'), run: () => actor.send({ type: 'undo.request' }) },
    onClose: () => actor.send({ type: 'offer.dismiss' }),
  });
}
