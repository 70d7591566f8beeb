import { lazy, Suspense, type ComponentProps } from 'react';

// The new-agreement and movement sheets are files of their own (the /warehouse/electron route's first
// load stays within its budget; the movement's purchase brings the lot group and its date field),
// fetched as the screen opens (preloadSheets) so that they are there once the network goes: the
// desktop inventory is worked offline.
const loadAgreement = () => import('./agreement-sheet');
const loadMovement = () => import('./movement-sheet');
const Agreement = lazy(() => loadAgreement().then((m) => ({ default: m.AgreementSheet })));
const Movement = lazy(() => loadMovement().then((m) => ({ default: m.MovementSheet })));

export const preloadSheets = (): void => {
  void loadAgreement().catch(() => undefined);
  void loadMovement().catch(() => undefined);
};

export function AgreementSheet(props: ComponentProps<typeof Agreement>) {
  return (
    <Suspense fallback={null}>
      <Agreement {...props} />
    </Suspense>
  );
}

export function MovementSheet(props: ComponentProps<typeof Movement>) {
  return (
    <Suspense fallback={null}>
      <Movement {...props} />
    </Suspense>
  );
}
