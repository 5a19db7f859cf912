/** The external mobility web app's call (spec 01 §7), as the contract spells it below /api-admin. */
export const MOBILITY_WEBAPP_PATHS = {
  code: '/mobility/webapp/code',
} as const;
