import { useCallback } from 'react';
import type { Currency } from '../../../../contract/types/core';
import { ShellActorContext } from '../../../app/shell-actors';
import { formatCurrency } from '../../../lib/format';

/** A dash for an amount the lease system did not give. */
export const NO_VALUE = '–';

/** Amounts in the client's currency (spec 02 §9: euro prefix, zloty suffix); null shows a dash. */
export function useMoney(): (amount: number | null) => string {
  const currency = ShellActorContext.useSelector((s): Currency => s.context.data?.clientSetting.currency ?? 'EUR');
  return useCallback((amount) => (amount === null ? NO_VALUE : formatCurrency(amount, currency)), [currency]);
}
