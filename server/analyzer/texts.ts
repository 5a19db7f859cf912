import i18next from 'i18next';
import { LOCALES, type Locale } from '../../contract/types/core';
import type { AnalyzerResult } from '../../contract/types/analyzer';
import type { AnalyzerFacts, Figure, Verdict } from './facts';
import nlNL from '../../locales/nl-NL/analyzerFindings.json';
import nlBE from '../../locales/nl-BE/analyzerFindings.json';
import enEN from '../../locales/en-EN/analyzerFindings.json';
import frFR from '../../locales/fr-FR/analyzerFindings.json';
import deDE from '../../locales/de-DE/analyzerFindings.json';
import plPL from '../../locales/pl-PL/analyzerFindings.json';
import areasNL from '../../locales/nl-NL/areas.json';
import areasBE from '../../locales/nl-BE/areas.json';
import areasEN from '../../locales/en-EN/areas.json';
import areasFR from '../../locales/fr-FR/areas.json';
import areasDE from '../../locales/de-DE/areas.json';
import areasPL from '../../locales/pl-PL/areas.json';

/*
 * The analyzer's findings in words (issue 20 point 2): the server writes them, the app shows them as they come. The
 * words are the server-only namespace `analyzerFindings` of the six locales (the fuels' names are the app's `areas`
 * namespace, the same words the category screens show), through i18next like every other text; the figures are
 * formatted for the language here: "€ 712.40" in en-EN, "€ 712,40" in nl-NL, "712,40 €" in fr-FR, de-DE and pl-PL.
 */
const texts = i18next.createInstance();
void texts.init({
  initAsync: false,
  lng: 'nl-NL',
  fallbackLng: 'nl-NL',
  ns: ['analyzerFindings', 'areas'],
  defaultNS: 'analyzerFindings',
  // Plain text: React renders it as text.
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(([
    ['nl-NL', nlNL, areasNL], ['nl-BE', nlBE, areasBE], ['en-EN', enEN, areasEN], ['fr-FR', frFR, areasFR], ['de-DE', deDE, areasDE], ['pl-PL', plPL, areasPL],
  ] as const).map(([locale, analyzerFindings, areas]) => [locale, { analyzerFindings, areas: { fuels: areas.fuels } }])),
});

interface NumberStyle {
  group: string;
  decimal: string;
  euroAfter: boolean;
  /** Between a number and % (a narrow no-break space in French, German and Polish). */
  percentGap: string;
  date: (y: string, m: string, d: string) => string;
}

const NNBSP = '\u202f';
const STYLES: Record<Locale, NumberStyle> = {
  'nl-NL': { group: '.', decimal: ',', euroAfter: false, percentGap: '', date: (y, m, d) => `${d}-${m}-${y}` },
  'nl-BE': { group: '.', decimal: ',', euroAfter: false, percentGap: '', date: (y, m, d) => `${d}/${m}/${y}` },
  'en-EN': { group: ',', decimal: '.', euroAfter: false, percentGap: '', date: (y, m, d) => `${d}/${m}/${y}` },
  'fr-FR': { group: NNBSP, decimal: ',', euroAfter: true, percentGap: NNBSP, date: (y, m, d) => `${d}/${m}/${y}` },
  'de-DE': { group: '.', decimal: ',', euroAfter: true, percentGap: NNBSP, date: (y, m, d) => `${d}.${m}.${y}` },
  'pl-PL': { group: NNBSP, decimal: ',', euroAfter: true, percentGap: NNBSP, date: (y, m, d) => `${d}.${m}.${y}` },
};

/** A number with the language's separators; `decimals` fixed, or up to two when trimmed (percentages). */
function formatNumber(value: number, style: NumberStyle, decimals: number, trim = false): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const shownFraction = trim ? fraction.replace(/0+$/, '') : fraction;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group)}${shownFraction ? `${style.decimal}${shownFraction}` : ''}`;
}

export function formatFigure(figure: Figure, locale: Locale): string {
  const style = STYLES[locale];
  const t = texts.getFixedT(locale, 'areas');
  if (typeof figure === 'string') return figure;
  if (typeof figure === 'number') return String(figure);
  if ('cents' in figure) {
    const amount = formatNumber(figure.cents / 100, style, 2);
    return style.euroAfter ? `${amount} €` : `€ ${amount}`;
  }
  if ('grams' in figure) return `${formatNumber(figure.grams, style, 0)} g/km`;
  if ('percent' in figure) return `${formatNumber(figure.percent, style, 2, true)}${style.percentGap}%`;
  if ('date' in figure) {
    const [y = '', m = '', d = ''] = figure.date.split('-');
    return style.date(y, m, d);
  }
  if ('fuel' in figure) return t(`fuels.${figure.fuel}`);
  if ('fuels' in figure) return figure.fuels.map((fuel) => t(`fuels.${fuel}`)).join(', ');
  return figure.list.join(', ');
}

/** The names every text may use: the arrangement, category, version, its brand and model, the driver. */
function namesOf(facts: AnalyzerFacts): Record<string, string> {
  const v = facts.version;
  return {
    arrangement: facts.arrangement.name,
    category: facts.category.displayName,
    version: v ? `${v.brand_name} ${v.model_name} ${v.name}` : String(facts.typeIdHist),
    brand: v?.brand_name ?? '',
    model: v?.model_name ?? '',
    driver: facts.driver?.name ?? '',
  };
}

/** The verdict as the contract's AnalyzerResult, in the language asked for. */
export function resultOf(facts: AnalyzerFacts, verdict: Verdict, locale: Locale): AnalyzerResult {
  const t = texts.getFixedT(LOCALES.includes(locale) ? locale : 'nl-NL');
  const names = namesOf(facts);
  const findings = verdict.outcomes.map((outcome) => {
    const values = { ...names, ...Object.fromEntries(Object.entries(outcome.figures).map(([k, f]) => [k, formatFigure(f, locale)])) };
    return {
      rule: outcome.rule,
      problem: t(`${outcome.rule}.${outcome.variant}.problem`, values),
      solution: t(`${outcome.rule}.${outcome.variant}.solution`, values),
    };
  });
  const leasePrice = verdict.leasePrice === null ? null : verdict.leasePrice / 100;
  if (findings.length > 0) {
    return {
      cProbleem: findings.map((f) => f.problem).join('\n'), cOplossing: findings.map((f) => f.solution).join('\n'),
      available: false, leasePrice, findings,
    };
  }
  const priced = verdict.leasePrice !== null && verdict.ownContribution !== null;
  const values = {
    ...names,
    price: priced ? formatFigure({ cents: verdict.leasePrice! }, locale) : '',
    ownContribution: priced ? formatFigure({ cents: verdict.ownContribution! }, locale) : '',
  };
  return {
    cProbleem: t(priced ? 'available.problem' : 'available.problemUnpriced', values), cOplossing: t('available.solution'),
    available: true, leasePrice, findings: [],
  };
}
