import { createElement, lazy } from 'react';
import type { AttachmentCalls, WithAttachments } from '../api/attachments';
import type { ExtraPanelProps } from './area';

/**
 * An area's `extraPanel` for records with their own attachment calls (operating companies, categories):
 * the one generic panel (screens/kit/attachments-panel.tsx), loaded with the edit screen.
 */
export function attachmentsPanel<Row extends WithAttachments>(calls: AttachmentCalls<Row>, className: string) {
  return lazy(async () => {
    const { AttachmentsPanel } = await import('../screens/kit/attachments-panel');
    return { default: ({ record }: ExtraPanelProps<Row>) => createElement(AttachmentsPanel<Row>, { record, calls, className }) };
  });
}
