// Logout clears every cookie the page can see (spec §4). HttpOnly cookies are the server's to
// expire; script can neither read nor clear them.

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** Path and domain variants a cookie may have been set with; a cookie only dies with its own. */
const scopes = (): string[] => {
  const { hostname, pathname } = window.location;
  const paths = ['/', pathname];
  const domains = ['', hostname, `.${hostname}`];
  return paths.flatMap((path) => domains.map((domain) => `path=${path}${domain ? `; domain=${domain}` : ''}`));
};

export const clearCookies = (): void => {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name.length > 0);
  for (const name of names) {
    for (const scope of scopes()) document.cookie = `${name}=; ${EXPIRED}; ${scope}`;
  }
};
