/** The home page's figures (ours, issue 37), as the contract spells them below /api-admin. */
export const DASHBOARD_PATHS = {
  dashboard: '/dashboard',
} as const;
