import { createElement, lazy } from 'react';
import type { PanelAttachmentCalls, WithAttachments } from '../api/attachments';
import type { ExtraPanelProps } from './area';

/**
 * An area's `extraPanel` for records with their own attachment calls (operating companies, categories):
 * the one generic panel (screens/kit/attachments-panel.tsx), loaded with the edit screen. `toRow` reads a record
 * whose attachments have another shape (mail templates) as the panel's.
 */
export function attachmentsPanel<Row extends WithAttachments, Record = Row>(calls: PanelAttachmentCalls<Row>, className: string, toRow?: (record: Record) => Row) {
  return lazy(async () => {
    const { AttachmentsPanel } = await import('../screens/kit/attachments-panel');
    return {
      default: ({ record, onVersion }: ExtraPanelProps<Record & { id: number; version: number }>) =>
        createElement(AttachmentsPanel<Row>, { record: toRow ? toRow(record) : (record as unknown as Row), calls, className, onVersion }),
    };
  });
}
