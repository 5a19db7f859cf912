/** The client's own setting (spec 02 §7 "Client setting"), as the contract spells them below /api-admin. */
export const CLIENT_SETTING_PATHS = {
  clientSetting: '/clientsetting',
  /** POST one image as form data: `upload('logo')`, `upload('favicon')`. */
  upload: (which: 'logo' | 'favicon') => `/clientsetting/upload${which}` as const,
  licenses: '/clientsetting/licenses',
} as const;
