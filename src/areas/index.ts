import type { AreaDef } from './area';
import { MOBILITY_KIT_PATHS, type KitListPath, type ProviderKitPath, type ResourceKitPath } from './kit-paths';
import { PRODUCT } from '../app/paths';
import type { KitSection } from './area';
import { accountArea } from './account';
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
import { mobilityCategoryArea } from './mobility-category';
import { mobilityContainerArea } from './mobility-container';
import { mobilityProductArea } from './mobility-product';
import { mailLogArea } from './mail-log';
import { mailSettingArea } from './mail-setting';
import { mailTemplateArea } from './mail-template';
import { mailTemplateTypeArea } from './mail-template-type';
import { mailTemplateVariableArea } from './mail-template-variable';
import { providerMailTemplateArea } from './provider-mail-template';
import { releaseNoteArea } from './release-note';
import { providerClientArea } from './provider-client';

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
  mobility_container: mobilityContainerArea,
  mobility_category: mobilityCategoryArea,
  mobility_product: mobilityProductArea,
  'mail/setting': mailSettingArea,
  'mail/template': mailTemplateArea,
  // The list; one mail is read (and deleted) on its own view (screens/component/mail-log.tsx).
  'mail/logs': mailLogArea,
  account: accountArea,
};

/** The provider's areas below /{product} (master only). */
export const PROVIDER_AREAS: Readonly<Record<ProviderKitPath, AreaDef<any>>> = {
  client: providerClientArea,
  'mail/template': providerMailTemplateArea,
  'mail/type': mailTemplateTypeArea,
  'mail/variable': mailTemplateVariableArea,
};

/** The provider's areas below /resources (master only): rows of no client, like those below /{product}. */
export const RESOURCE_AREAS: Readonly<Record<ResourceKitPath, AreaDef<any>>> = {
  'release-notes': releaseNoteArea,
};

export type AreaSection = KitSection;

/** The kit section a path's first segment names: /{product} and /resources hold the provider's rows. */
function sectionNamed(first: string | undefined): string | undefined {
  return first === PRODUCT || first === 'resources' ? 'provider' : first;
}

/** The area a list path below a section names: under /mobility only its own names (MOBILITY_KIT_PATHS). */
function areaNamed(first: string, section: string, listPath: string): AreaDef<any> | undefined {
  if (section === 'provider') return ((first === 'resources' ? RESOURCE_AREAS : PROVIDER_AREAS) as Record<string, AreaDef<any> | undefined>)[listPath];
  const key = section === 'mobility' ? (MOBILITY_KIT_PATHS as Record<string, string>)[listPath] : listPath;
  return key === undefined ? undefined : (AREAS as Record<string, AreaDef<any> | undefined>)[key];
}

/** The area and section of a kit route's path ('/arrangement/writing/news/edit' → news, arrangement). */
export function areaOfPath(path: string): { area: AreaDef<any>; section: AreaSection } | null {
  const [first, ...rest] = path.split('/').filter(Boolean);
  const section = sectionNamed(first);
  if (section !== 'arrangement' && section !== 'component' && section !== 'mobility' && section !== 'provider') return null;
  const last = rest.at(-1);
  const listPath = (last === 'create' || last === 'edit' ? rest.slice(0, -1) : rest).join('/');
  const area = areaNamed(first!, section, listPath);
  if (!area) return null;
  // A container's rows live under /mobility (the current one's) and /component (every one's), never /arrangement.
  if (area.variants === 'containerOnly') return section === 'arrangement' ? null : { area, section };
  // Arrangement-only rows have no client default: nothing of theirs lives under /component, unless the
  // area lists every arrangement's rows there (categories).
  if (area.variants === 'arrangementOnly' && section !== 'arrangement' && !area.everyArrangementUnderComponent) return null;
  // Arrangement variants have no container's: nothing of theirs lives under /mobility.
  if ((area.variants === 'arrangement' || area.variants === 'arrangementReach') && section === 'mobility') return null;
  return { area, section };
}
