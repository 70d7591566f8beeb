import './lib/zod-config';
import './lib/install-prompt';
import { createRoot } from 'react-dom/client';
import { LOGIN_PATH } from './config/app';
import { readSession } from './stores/session-persistence';
import './app/styles.css';

// Issue 24: the entry holds React and this choice only. A signed-out visit to /auth/login (the page most
// people open first) gets the login screen alone; every other page gets the app, router first.
const root = createRoot(document.getElementById('root')!);
if (location.pathname === LOGIN_PATH && !readSession().token) {
  void import('./app/first-login').then(({ showFirstLogin }) => showFirstLogin(root));
} else {
  void import('./app/start').then(({ startApp }) => startApp(root));
}
