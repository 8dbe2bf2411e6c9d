// Entry point: styles, translations and the session are set up before the first render, so the first
// paint is already in the user's language and theme and the first calls carry the user's token.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { startI18n } from './i18n/index.ts';
import { bootstrapSession } from './session/index.ts';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/routes.tsx';
import { rememberInviteCode } from './app/inviteCode.ts';

// The invite code is taken from the URL at once, before any render, so leaving the landing page
// quickly cannot lose it; later navigations are watched through the router.
rememberInviteCode(window.location.search);
const router = createAppRouter();
router.subscribe((state) => rememberInviteCode(state.location.search));
bootstrapSession((path) => void router.navigate(path));

void startI18n().finally(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
