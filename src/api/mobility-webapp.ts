/**
 * The external mobility web app (spec 01 §7; server/routes/mobility-webapp.ts):
 *
 *   POST /api-admin/mobility/webapp/code { language, carArrangementId?, driverId?, mobilityCategoryId? }
 *     → { results: [{ url, expiresAt }] }  the address to open: the web app with the client, the language, what was
 *       chosen, and a single-use hand-over code (60 s) in the fragment — never a bearer token
 */
import type { Envelope, Locale } from '../../contract/types/core';
import { MOBILITY_WEBAPP_PATHS } from '../../contract/paths/mobility-webapp';
import { http } from './client';
import { firstResult } from './envelope';

export interface WebAppTarget {
  carArrangementId?: number;
  driverId?: number;
  mobilityCategoryId?: number;
}

export async function requestWebAppAddress(language: Locale, target: WebAppTarget): Promise<string> {
  const envelope = await http<Envelope<{ url: string; expiresAt: string }>>(MOBILITY_WEBAPP_PATHS.code, { method: 'POST', body: { language, ...target } });
  return firstResult(envelope, 'mobility web app address').url;
}
