/**
 * The list paths (below /arrangement or /component) that the resource kit's generic screens serve.
 * Kept apart from the declarations so app/paths.ts can name the routes without loading any area.
 */
export const KIT_LIST_PATHS = ['faq', 'writing/brand_model', 'writing/news', 'writing/policy_condition', 'order_company', 'operating_company',
  'component', 'option_accessory', 'category', 'deviation', 'arrangement', 'preferred_dealer', 'blocked',
  'mobility_container', 'mobility_category', 'mobility_product', 'mail/setting', 'mail/template', 'mail/logs', 'account'] as const;
export type KitListPath = (typeof KIT_LIST_PATHS)[number];

/**
 * The mobility section's names for kit areas (spec 01 §2, 02 §2): /mobility/category is the current container's
 * /component/mobility_category, /mobility/product its /component/mobility_product.
 */
export const MOBILITY_KIT_PATHS = {
  category: 'mobility_category', product: 'mobility_product', 'mail/setting': 'mail/setting', 'mail/template': 'mail/template',
} as const satisfies Record<string, KitListPath>;

/** The provider's kit areas below /{product} (spec 01 §2 /{product}/client, mail/template, type, variable): master only. */
export const PROVIDER_KIT_PATHS = ['client', 'mail/template', 'mail/type', 'mail/variable'] as const;
export type ProviderKitPath = (typeof PROVIDER_KIT_PATHS)[number];

/** The kit's areas below /resources (spec 01 §2 /resources/release-notes with create and edit): the provider's, master only. */
export const RESOURCE_KIT_PATHS = ['release-notes'] as const;
export type ResourceKitPath = (typeof RESOURCE_KIT_PATHS)[number];
