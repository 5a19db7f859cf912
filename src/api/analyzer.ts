/**
 * The problem analyzer (spec 01 §7 "Problem-analysis tool"; issue 20). Endpoint shape:
 *
 *   POST /api-omr/getRedenAutoNietGevonden_omrmapi  AnalyzerRequest, header Accept-Language: <app locale>
 *     → { results: [AnalyzerResult], successful: true }   the texts (cProbleem, cOplossing) in that language
 *       master only (others 403); another client's name, arrangement or driver → 404; a category not of the
 *       arrangement → 400 naming the field. An unknown typeIdHist is a finding (notInCatalogue), not an error.
 *
 * Note the prefix: /api-omr, not /api-admin (same bearer token and envelope).
 */
import type { Envelope } from '../../contract/types/core';
import { ANALYZER_PATHS } from '../../contract/paths/analyzer';
import type { AnalyzerRequest, AnalyzerResult } from '../../contract/types/analyzer';
import { OMR_API_BASE, http } from './client';
import { firstResult, type CallOptions } from './envelope';


/** Why the car of `request` is not offered, in `locale` (the app's current locale: the server writes the texts in it). */
export async function analyzeCar(request: AnalyzerRequest, { signal, locale }: CallOptions & { locale: string }): Promise<AnalyzerResult> {
  const envelope = await http<Envelope<AnalyzerResult>>(ANALYZER_PATHS.whyNotFound, {
    apiBase: OMR_API_BASE,
    method: 'POST',
    body: request,
    headers: { 'Accept-Language': locale },
    signal,
  });
  return firstResult(envelope, 'analysis');
}
