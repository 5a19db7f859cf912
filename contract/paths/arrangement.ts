/** A car arrangement's calls, its settings' and its calculator setting's (spec 02 §7 "Car arrangement"), as the contract spells them below /api-admin. */
export const ARRANGEMENT_PATHS = {
  arrangement: '/cararrangement',
  overview: '/cararrangement/overview',
  categories: '/cararrangement/categories',
  mantelCouplingCheck: '/cararrangement/mantelcontractkoppelingcheck',
  setting: '/cararrangementsetting',
  settingLogo: '/cararrangementsetting/uploadlogo',
  segments: '/segments',
  calculatorSetting: '/cararrangementcalculatorsetting',
  calculatorCheck: '/cararrangementcalculatorsetting/checkinitialdurationkm',
} as const;
