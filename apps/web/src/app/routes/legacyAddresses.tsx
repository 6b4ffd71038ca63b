// The spec's shell lives under /base, with /admin and /home (the main pages) below it. Cairn uses
// clean addresses (/overview, /import, /users, ...); bookmarks of the old form keep their target.
import { Navigate, useLocation } from 'react-router';

/** '/base/home/import/monitor' -> '/import/monitor'; '/base', '/home', '/admin' -> '/overview'. */
export function cleanAddress(pathname: string): string {
  const rest = pathname.replace(/^\/base(?=\/|$)/, '').replace(/^\/(home|admin)(?=\/|$)/, '');
  return rest === '' || rest === '/' ? '/overview' : rest;
}

export function LegacyAddressRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={cleanAddress(pathname) + search} replace />;
}
