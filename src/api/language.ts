import type { Envelope, Language } from './types';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';

/** The signed-in client's languages, with the default flagged: what the language switcher offers. */
export async function fetchClientLanguages({ signal }: CallOptions = {}): Promise<Language[]> {
  return allResults(await http<Envelope<Language>>('/language/clients', { signal }));
}

export async function fetchLanguages({ signal }: CallOptions = {}): Promise<Language[]> {
  return allResults(await http<Envelope<Language>>('/language', { signal }));
}
