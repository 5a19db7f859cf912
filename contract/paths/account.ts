/** The signed-in account and the accounts' administration (spec 02 §7 "Account"), as spelled below /api-admin. */
export const ACCOUNT_PATHS = {
  currentLoggedInAccount: '/account/currentloggedinaccount',
  preferences: '/account/preferences',
  invite: '/account/invite',
  role: '/role',
  arrangementAccounts: '/cararrangement/accounts',
  accountProducts: (product: string) => `/${product}/accountproducts`,
  switchToSubSupervisor: (product: string) => `/${product}/switchtosubsupervisor`,
} as const;
