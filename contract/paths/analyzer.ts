/** The analyzer's call (spec 02 §7 "Analyzer"), as the contract spells it below /api-omr (not /api-admin). */
export const ANALYZER_PATHS = {
  whyNotFound: '/getRedenAutoNietGevonden_omrmapi',
} as const;
