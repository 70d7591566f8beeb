import { useRegisterReturn } from '../api/commands';
import { LinesForm, type LinesFormProps } from './lines-form';

/** Spec 2.5/5 "register return": items with units remaining, quantity clamped to what remains. */
export function ReturnForm(props: LinesFormProps) {
  return <LinesForm {...props} kind="return" send={useRegisterReturn()} />;
}
