import { useRegisterSale } from '../api/commands';
import { LinesForm, type LinesFormProps } from './lines-form';

/** Spec 2.5/5 "register sale": price and commission copied from the item, quantity capped, totals live. */
export function SaleForm(props: LinesFormProps) {
  return <LinesForm {...props} kind="sale" send={useRegisterSale()} />;
}
