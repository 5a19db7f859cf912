/** The operating companies' calls (spec 02 §7 "Operating and order companies"), as the contract spells them below /api-admin. */
export const OPERATING_COMPANY_PATHS = {
  operatingCompany: '/operatingcompany',
  attachment: '/operatingcompany/attachment',
} as const;
