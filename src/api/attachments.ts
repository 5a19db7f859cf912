/**
 * Attachments of a record that has its own upload and delete calls (spec 02 §7: operating companies,
 * categories). Both calls answer the record as it is now, with its `attachments`:
 *
 *   POST   {upload}?{idParam}={id}                         multipart, one file → results[0] the record
 *   DELETE {remove}?{idParam}={id}&attachmentId={id}                          → results[0] the record
 *
 * An upload whose answer holds no record is the spec's 'Attachment cannot be uploaded' (02 §5, §8).
 */
import type { Envelope } from '../../contract/types/core';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import type { VersionedCall } from './resource';

/** A stored file of a record (read through GET /blob?blobName={blobName}). */
export interface Attachment {
  id: number;
  blobName: string;
  fileName: string;
  contentType: string;
}

export interface WithAttachments {
  id: number;
  attachments: Attachment[];
  /** Present where attachments raise the record's version (mail templates): sent as If-Match, answered anew. */
  version?: number;
}

/** The message spec 02 §8 gives when an upload answers no record. */
export const ATTACHMENT_NOT_UPLOADED = 'Attachment cannot be uploaded';

export interface AttachmentEndpoints {
  upload: string;
  remove: string;
  /** The record's id parameter of both calls (`operatingCompanyId`, `categoryId`). */
  idParam: string;
  noun: string;
}

export interface AttachmentCalls<Row extends WithAttachments> {
  /** Adds one file (PDF, PNG or JPEG, at most 5 MB; the server decides the type by content). */
  upload(id: number, file: File, options?: CallOptions): Promise<Row>;
  /** Removes one attachment (its link and file); `version`, where given, goes as If-Match. */
  remove(id: number, attachmentId: number, options?: VersionedCall): Promise<Row>;
}

/**
 * The calls a record's attachment panel makes: without `upload` where files are chosen in the form and uploaded
 * with its save (mail templates, spec 02 §4), so the panel only lists and removes.
 */
export type PanelAttachmentCalls<Row extends WithAttachments> = Pick<AttachmentCalls<Row>, 'remove'> & Partial<Pick<AttachmentCalls<Row>, 'upload'>>;

export function attachmentCalls<Row extends WithAttachments>({ upload, remove, idParam, noun }: AttachmentEndpoints): AttachmentCalls<Row> {
  return {
    async upload(id, file, { signal } = {}) {
      const body = new FormData();
      body.append('file', file, file.name);
      const row = allResults(await http<Envelope<Row>>(upload, { method: 'POST', query: { [idParam]: id }, body, signal }))[0];
      if (!row) throw new Error(ATTACHMENT_NOT_UPLOADED);
      return row;
    },
    async remove(id, attachmentId, { signal } = {}) {
      return firstResult(await http<Envelope<Row>>(remove, { method: 'DELETE', query: { [idParam]: id, attachmentId }, signal }), noun);
    },
  };
}
