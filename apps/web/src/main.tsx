// Entry point: styles, translations and the session are set up before the first render, so the first
// paint is already in the user's language and theme and the first calls carry the user's token.
// Zod's setting comes first, before any module that validates runs.
import './lib/jitlessZod.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { startI18n } from './i18n/index.ts';
import { bootstrapSession } from './session/index.ts';
import { App } from './app/App.tsx';
import { rememberInviteCode } from './app/inviteCode.ts';
import { appNavigate } from './app/navigation.ts';

// The invite code is taken from the URL at once, before any render, so leaving the landing page
// quickly cannot lose it; later navigations are watched through the router (app/RouterBridge.tsx).
rememberInviteCode(window.location.search);
bootstrapSession(appNavigate);

void startI18n().finally(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
