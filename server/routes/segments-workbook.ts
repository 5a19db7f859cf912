import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PATHS } from '../../contract/paths/catalogue';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { listActiveModelSegments } from '../repositories/catalogue';
import { buildXlsx, sendXlsx, xlsxFileName } from '../xlsx';
import { preferredLanguage } from '../accept-language';

/**
 * GET /segments/activemodelssegmentcode (spec 01 §7, 02 §7): the models still sold with their segment
 * code, as a real .xlsx named `<yyyyMMdd>_<PRODUCT>_<segments label>.xlsx` (spec 01 §7: date, _AMW_, the
 * segments label; AMW is the configured product key upper-cased). The label and the column headings are
 * in the caller's language from Accept-Language (the six locales' languages; Dutch, the default locale,
 * otherwise), since the contract sends no payload. Car data, so supervisor and above (`carData`).
 */
const WORDS: Record<string, readonly [label: string, brand: string, model: string, code: string, segment: string]> = {
  nl: ['Segmenten', 'Merk', 'Model', 'Segmentcode', 'Segment'],
  en: ['Segments', 'Brand', 'Model', 'Segment code', 'Segment'],
  fr: ['Segments', 'Marque', 'Modèle', 'Code segment', 'Segment'],
  de: ['Segmente', 'Marke', 'Modell', 'Segmentcode', 'Segment'],
  pl: ['Segmenty', 'Marka', 'Model', 'Kod segmentu', 'Segment'],
};

/** The first language of Accept-Language (by q, then order) that has words, else Dutch. */
export function segmentWords(acceptLanguage: string | undefined): (typeof WORDS)[string] {
  return WORDS[preferredLanguage(acceptLanguage, Object.keys(WORDS), 'nl')]!;
}

export function registerSegmentsWorkbook(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get(CATALOGUE_PATHS.segmentsWorkbook, { onRequest: auth.requireFeature('carData') }, async (request, reply) => {
    const [label, ...header] = segmentWords(request.headers['accept-language']);
    const rows = await listActiveModelSegments(ctx.db);
    const data = await buildXlsx(label, header, rows.map((r) => [r.brand, r.model, r.segmentCode, r.segmentName]));
    return sendXlsx(reply, xlsxFileName(ctx.now(), `${ctx.config.product.toUpperCase()}_${label}`), data);
  });
}
