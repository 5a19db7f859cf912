import type { Envelope } from './types';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';

/**
 * The contract's image calls (an arrangement's logo, a container's logo and favicon; spec 02 §7): one file as
 * form data stores it, the same POST without a body removes it; the answer is the record as stored (results[0]).
 */
export async function postImage<Row>(path: string, query: Record<string, number>, file: File | null, noun: string, { signal }: CallOptions = {}): Promise<Row> {
  const body = file ? new FormData() : undefined;
  if (file) body!.append('file', file, file.name);
  return firstResult(await http<Envelope<Row>>(path, { method: 'POST', query, body, signal }), noun);
}
