// A route that only sends the visitor on. The query string goes along, so `/?invite_code=…` still
// reaches the page with its code.
import { Navigate, useLocation } from 'react-router';

export function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
