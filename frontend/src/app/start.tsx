import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';
import { installSessionEvents } from './session-events';

/** The whole app, router first, in `root` — at the page's start, or in place of the first login page. */
export function startApp(root: Root): void {
  installSessionEvents();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
