import { lazy, Suspense, type ComponentProps } from 'react';

// The new-agreement sheet is its own file (the /warehouse/electron route's first load stays within its
// budget), fetched as the screen opens (preloadAgreementSheet) so that it is there once the network
// goes: the desktop inventory is worked offline.
const load = () => import('./agreement-sheet');
const Sheet = lazy(() => load().then((m) => ({ default: m.AgreementSheet })));

export const preloadAgreementSheet = (): void => void load().catch(() => undefined);

export function AgreementSheet(props: ComponentProps<typeof Sheet>) {
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
