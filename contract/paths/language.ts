/** The product's languages and cultures (spec 02 §7 "Language"), as the contract spells them below /api-admin. */
export const LANGUAGE_PATHS = {
  language: '/language',
  cultures: '/language/cultures',
  clients: '/language/clients',
} as const;
