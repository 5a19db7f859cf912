import type { CurrentAccount, Envelope } from './types';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';

/** Product code sent with the current-account call (spec: default omr). */
export const DEFAULT_PRODUCT_CODE = 'omr';

export async function fetchCurrentAccount({ signal }: CallOptions = {}): Promise<CurrentAccount> {
  const envelope = await http<Envelope<CurrentAccount>>('/account/currentloggedinaccount', {
    query: { amwproduct: DEFAULT_PRODUCT_CODE },
    signal,
  });
  return firstResult(envelope, 'current account');
}
