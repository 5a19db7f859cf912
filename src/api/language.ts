import type { Envelope, Language } from '../../contract/types/core';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';
import { LANGUAGE_PATHS } from '../../contract/paths/language';

/** GET /language — the product's languages; the client's own choice (with its default) is in the client setting. */
export async function fetchLanguages({ signal }: CallOptions = {}): Promise<Language[]> {
  return allResults(await http<Envelope<Language>>(LANGUAGE_PATHS.language, { signal }));
}
