/**
 * Spreadsheet downloads (GET /driver/export, POST /order/download): the body as a Blob and the file
 * name the server put in Content-Disposition, reduced to a bare, safe name (no folders, no `..`).
 */
import type { FileDownload } from '../../contract/types/orders';
import { http, type RequestOptions } from './client';

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    // Only \" is unescaped: servers write Windows paths with bare backslashes, which are then cut off below.
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\"/g, '"') : plain[1]!.trim()) : null;
  }
  return safeFileName(name);
}

/** The last path segment without control characters; null when nothing usable is left. */
function safeFileName(name: string | null): string | null {
  if (name === null) return null;
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' || /^\.+$/.test(base) ? null : base;
}

/** Calls `path` expecting a file; `fallbackName` is used when the server names none. */
export async function downloadFile(path: string, options: RequestOptions, fallbackName: string): Promise<FileDownload> {
  let disposition: string | null = null;
  // The client is typed for JSON answers; a file is read as a Blob whatever its content type.
  const fileOptions = {
    ...options,
    responseType: 'blob',
    onResponse: ({ response }: { response: Response }) => {
      disposition = response.headers.get('content-disposition');
    },
  } as unknown as RequestOptions;
  const body = await http<unknown>(path, fileOptions);
  const blob = body instanceof Blob ? body : new Blob([typeof body === 'string' ? body : JSON.stringify(body)]);
  return { blob, fileName: fileNameFromDisposition(disposition) ?? fallbackName };
}
