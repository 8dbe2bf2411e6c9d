// What the rest of the app imports from session/ (see store.ts for what the folder is).
export { useSession, isStep1, resumeSession, type LoginInput, type UserInfo } from './store.ts';
export { usePreferences, applyTheme } from './preferences.ts';
export { shouldShowKycPrompt, dismissKycPrompt, type KycPromptUser } from './kycPrompt.ts';
export { bootstrapSession, LOGIN_PATH } from './bootstrap.ts';
export { setNavigate } from './refreshTimer.ts';
