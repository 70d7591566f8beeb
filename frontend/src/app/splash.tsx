/** Shown while the first screen's chunk and guard resolve: the brand mark, no layout shift after. */
export function Splash() {
  return (
    <div className="auth-shell" aria-busy="true">
      <div className="auth-logo" aria-hidden>
        ✿
      </div>
    </div>
  );
}
