// The guard of the member area (spec §6): the loader turns visitors away before the page loads, and
// the component does the same if the session ends while the page is open (logout in another tab).
import { Navigate, Outlet, redirect, useLocation, type LoaderFunction } from 'react-router';
import { useSession } from '../session/index.ts';
import { loginPathFor } from './loginRedirect.ts';

export const requireLoginLoader: LoaderFunction = ({ request }) => {
  if (useSession.getState().isLoggedIn) return null;
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
};

export function RequireLogin() {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const { pathname, search } = useLocation();
  if (!isLoggedIn) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
