/**
 * The list paths (below /arrangement or /component) that the resource kit's generic screens serve.
 * Kept apart from the declarations so app/paths.ts can name the routes without loading any area.
 */
export const KIT_LIST_PATHS = ['faq', 'writing/brand_model', 'writing/news', 'writing/policy_condition', 'order_company', 'operating_company',
  'component', 'option_accessory', 'category', 'deviation', 'arrangement', 'preferred_dealer', 'blocked'] as const;
export type KitListPath = (typeof KIT_LIST_PATHS)[number];
