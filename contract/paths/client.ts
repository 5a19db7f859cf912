/** The client check (spec 02 §7 "Client"), as the contract spells it below /api-admin. */
export const CLIENT_PATHS = {
  check: '/client/check',
} as const;
