import type { Envelope } from '../../contract/types/core';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';

/**
 * The contract's image calls (the client's and a container's logo and favicon, an arrangement's logo; spec 01 §7, 02 §7): one file as
 * form data stores it, the same POST without a body removes it; the answer is the record as stored (results[0]).
 */
export async function postImage<Row>(path: string, query: Record<string, number>, file: File | null, noun: string, { signal }: CallOptions = {}): Promise<Row> {
  const body = file ? new FormData() : undefined;
  if (file) body!.append('file', file, file.name);
  return firstResult(await http<Envelope<Row>>(path, { method: 'POST', query, body, signal }), noun);
}

/** An image with its own upload call: a client's or container's logo, favicon. */
export type ImageKind = 'logo' | 'favicon';

/**
 * What the server takes for each image (by content, server/plugins/uploads.ts IMAGE_RULES; the pickers and the
 * container creation flow check the same first, so a file that cannot pass is refused before anything is sent):
 * a logo PNG, JPEG, GIF or WebP up to 1 MB, a favicon PNG or ICO up to 256 KB.
 */
export const IMAGE_LIMITS: Readonly<Record<ImageKind, { maxBytes: number; types: readonly string[]; extensions: readonly string[] }>> = {
  logo: { maxBytes: 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'] },
  favicon: { maxBytes: 256 * 1024, types: ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon'], extensions: ['.png', '.ico'] },
};

/** The picker's `accept`: the types and extensions the server takes. */
export function imageAccept(which: ImageKind): string {
  const { types, extensions } = IMAGE_LIMITS[which];
  return [...types, ...extensions].join(',');
}

/** Not empty, within the size, and a type (or, where the browser names none, an extension) the server takes. */
export function isAcceptableImage(which: ImageKind, file: Pick<File, 'name' | 'size' | 'type'>): boolean {
  const { maxBytes, types, extensions } = IMAGE_LIMITS[which];
  if (file.size <= 0 || file.size > maxBytes) return false;
  const name = file.name.toLowerCase();
  return file.type ? types.includes(file.type) : extensions.some((extension) => name.endsWith(extension));
}
