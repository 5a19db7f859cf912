import type { AreaDef } from './area';
import type { KitListPath } from './kit-paths';
import { arrangementArea } from './arrangement';
import { blockedBrandModelArea } from './blocked-brand-model';
import { brandModelTextArea } from './brand-model-text';
import { categoryArea } from './category';
import { componentArea } from './component';
import { dealerArea } from './dealer';
import { deviationArea } from './deviation';
import { faqArea } from './faq';
import { newsTextArea } from './news-text';
import { operatingCompanyArea } from './operating-company';
import { optionAccessoryArea } from './option-accessory';
import { orderCompanyArea } from './order-company';
import { policyConditionArea } from './policy-condition';

/**
 * The kit's areas by their list path below the section (/arrangement/writing/news → 'writing/news').
 * The generic screens find theirs here; app/paths.ts gives each listed path the generic screens.
 */
export const AREAS: Readonly<Record<KitListPath, AreaDef<any>>> = {
  faq: faqArea,
  'writing/brand_model': brandModelTextArea,
  'writing/news': newsTextArea,
  'writing/policy_condition': policyConditionArea,
  order_company: orderCompanyArea,
  operating_company: operatingCompanyArea,
  component: componentArea,
  option_accessory: optionAccessoryArea,
  category: categoryArea,
  deviation: deviationArea,
  arrangement: arrangementArea,
  // The dealer's own form; the preferred-dealer list and its create screen are their own (app/paths.ts).
  preferred_dealer: dealerArea,
  blocked: blockedBrandModelArea,
};

export type AreaSection = 'arrangement' | 'component';

/** The area and section of a kit route's path ('/arrangement/writing/news/edit' → news, arrangement). */
export function areaOfPath(path: string): { area: AreaDef<any>; section: AreaSection } | null {
  const [section, ...rest] = path.split('/').filter(Boolean);
  if (section !== 'arrangement' && section !== 'component') return null;
  const last = rest.at(-1);
  const listPath = (last === 'create' || last === 'edit' ? rest.slice(0, -1) : rest).join('/');
  const area = (AREAS as Record<string, AreaDef<any> | undefined>)[listPath];
  // Arrangement-only rows have no client default: nothing of theirs lives under /component, unless the
  // area lists every arrangement's rows there (categories).
  if (!area || (area.variants === 'arrangementOnly' && section !== 'arrangement' && !area.everyArrangementUnderComponent)) return null;
  return { area, section };
}
