/** The drivers' calls (spec 02 §7 "Drivers"), as the contract spells them below /api-admin. */
export const DRIVER_PATHS = {
  driver: '/driver',
  arrangementDrivers: '/cararrangement/drivers',
  containerDrivers: '/mobilitycontainer/drivers',
  bindings: '/driver/cararrangementcategorybindings',
  emailExists: '/driver/emailexists',
  checkDebtorNumber: '/driver/checkdebtornumber',
  sendMail: '/driver/sendmail',
  export: '/driver/export',
} as const;
