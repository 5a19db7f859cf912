import type { BulkComparison, ComparisonReason } from '../../src/api/types';
import { preferredLanguage } from '../accept-language';
import { buildXlsx, type CellValue } from '../xlsx';

/**
 * The comparison as a workbook (POST /BulkComparer/export): made on the server so exceljs stays out of the app's
 * bundle, with headings and reason hints in the caller's language (Accept-Language; Dutch by default, like the
 * segments workbook), every text cell through xlsx.ts's neutralising. One row per compared version as the screen
 * shows it, in the answer's order (differing first).
 */
const LANGUAGES = ['nl', 'en', 'fr', 'de', 'pl'] as const;
type Language = (typeof LANGUAGES)[number];

interface Words {
  sheet: string;
  header: readonly string[];
  reasons: Record<ComparisonReason, string>;
}

const WORDS: Record<Language, Words> = {
  nl: {
    sheet: 'Bulkvergelijking',
    header: ['Versie-id', 'Type-id hist.', 'Merk', 'Model', 'Versie', 'Regeling', 'Prijs laatste run', 'Prijs nu', 'Verschil', 'Verschil %', 'Laatste run', 'Reden'],
    reasons: {
      consumerPriceChanged: 'Consumentenprijs of autogegevens gewijzigd', settingsChanged: 'Instellingen gewijzigd sinds de run',
      newlyAdded: 'Nieuw toegevoegde versie', noLongerOffered: 'Niet meer aangeboden', notPricedNow: 'Nu niet te berekenen', notPricedInRun: 'In de run niet berekend',
    },
  },
  en: {
    sheet: 'Bulk comparison',
    header: ['Version id', 'Type id hist.', 'Brand', 'Model', 'Version', 'Arrangement', 'Last run price', 'Price now', 'Difference', 'Difference %', 'Last run', 'Reason'],
    reasons: {
      consumerPriceChanged: 'Consumer price or car data changed', settingsChanged: 'Settings changed since the run',
      newlyAdded: 'Newly added version', noLongerOffered: 'No longer offered', notPricedNow: 'Cannot be priced now', notPricedInRun: 'Not priced in the run',
    },
  },
  fr: {
    sheet: 'Comparaison en masse',
    header: ['Id version', 'Id type hist.', 'Marque', 'Modèle', 'Version', 'Régime', 'Prix dernier calcul', 'Prix actuel', 'Écart', 'Écart %', 'Dernier calcul', 'Raison'],
    reasons: {
      consumerPriceChanged: 'Prix catalogue ou données du véhicule modifiés', settingsChanged: 'Paramètres modifiés depuis le calcul',
      newlyAdded: 'Version nouvellement ajoutée', noLongerOffered: 'Plus proposée', notPricedNow: 'Non calculable actuellement', notPricedInRun: 'Non calculée lors du calcul',
    },
  },
  de: {
    sheet: 'Massenvergleich',
    header: ['Versions-ID', 'Typ-ID hist.', 'Marke', 'Modell', 'Version', 'Regelung', 'Preis letzter Lauf', 'Preis jetzt', 'Differenz', 'Differenz %', 'Letzter Lauf', 'Grund'],
    reasons: {
      consumerPriceChanged: 'Listenpreis oder Fahrzeugdaten geändert', settingsChanged: 'Einstellungen seit dem Lauf geändert',
      newlyAdded: 'Neu hinzugefügte Version', noLongerOffered: 'Nicht mehr angeboten', notPricedNow: 'Derzeit nicht berechenbar', notPricedInRun: 'Im Lauf nicht berechnet',
    },
  },
  pl: {
    sheet: 'Porównanie zbiorcze',
    header: ['Id wersji', 'Id typu hist.', 'Marka', 'Model', 'Wersja', 'Program', 'Cena ostatniego przebiegu', 'Cena teraz', 'Różnica', 'Różnica %', 'Ostatni przebieg', 'Powód'],
    reasons: {
      consumerPriceChanged: 'Zmieniona cena katalogowa lub dane auta', settingsChanged: 'Ustawienia zmienione od przebiegu',
      newlyAdded: 'Nowo dodana wersja', noLongerOffered: 'Nie jest już oferowana', notPricedNow: 'Nie można teraz wycenić', notPricedInRun: 'Nie wyceniono w przebiegu',
    },
  },
};

export function comparisonWords(acceptLanguage: string | undefined): Words {
  return WORDS[preferredLanguage(acceptLanguage, LANGUAGES, 'nl')];
}

/** The fixed suffix after the date stamp (spec 02 §7: date stamp plus a fixed suffix): 20261127_AMW_bulkcompare.xlsx. */
export const comparisonFileSuffix = (product: string) => `${product.toUpperCase()}_bulkcompare`;

export function comparisonWorkbook(comparison: BulkComparison, acceptLanguage: string | undefined): Promise<Buffer> {
  const words = comparisonWords(acceptLanguage);
  const rows = comparison.rows.map((r): CellValue[] => [
    r.versionId, r.typeIdHist, r.brandName, r.modelName, r.versionName, r.carArrangementName, r.lastRunPrice, r.livePrice,
    r.difference, r.differencePercent, r.lastRunAt === null ? null : new Date(r.lastRunAt), r.reason === null ? '' : words.reasons[r.reason],
  ]);
  return buildXlsx(words.sheet, words.header, rows);
}
