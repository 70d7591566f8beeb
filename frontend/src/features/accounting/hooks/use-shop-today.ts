import { shopClockAt } from '@domain/delivery/schedule';
import { DEFAULT_SHOP_TIME_ZONE } from '@domain/reports';
import { useIncomeStatement } from '../api/reads';

/**
 * "Today" as the shop's clock reads it, not the device's: the day the server answers as `to` for the
 * income statement asked without a period (the month's figures ask it anyway); until it has answered,
 * the shop's default time zone's day. A sheet's date starts here, as the server's posting day does.
 */
export function useShopToday(): string {
  const income = useIncomeStatement({});
  return income.data?.to ?? shopClockAt(new Date(), DEFAULT_SHOP_TIME_ZONE).today;
}
