// The guard of the member area (spec §6): visitors are sent to the login page, with the path they
// wanted, before any page of the area loads; the same happens if the session ends while the page is
// open (logout in another tab).
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/index.ts';
import { loginPathFor } from './loginRedirect.ts';

export function RequireLogin() {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const { pathname, search } = useLocation();
  if (!isLoggedIn) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
