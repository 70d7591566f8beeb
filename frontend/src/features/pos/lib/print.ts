// Printing from the page itself: the print stylesheet (pos.css) shows only what is named here — the
// receipt on an 80 mm roll, or a session's report on a sheet — and hides the rest of the app.
export function printPart(part: 'receipt' | 'report'): void {
  const root = document.documentElement;
  root.dataset.print = part;
  const done = () => {
    delete root.dataset.print;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Browsers that print synchronously (and test doubles) may not fire afterprint.
  setTimeout(done, 1000);
}
