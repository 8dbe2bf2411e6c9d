// What the app does with the router from outside the routes: hands its navigate to code outside
// React (navigation.ts), and remembers an invite code in any URL navigated to (the first URL is
// taken before the first render, main.tsx).
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberInviteCode } from './inviteCode.ts';
import { connectNavigate } from './navigation.ts';

export function RouterBridge() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useLayoutEffect(() => connectNavigate((path) => void navigate(path)), [navigate]);
  useEffect(() => rememberInviteCode(search), [search]);
  return null;
}
