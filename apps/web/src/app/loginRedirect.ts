// Round trip of a guarded page: the guard sends a visitor to the login page with the wanted path as
// `redirect`, and after login the user goes back there. Only same-site paths are followed, so a
// crafted link cannot send a freshly logged-in user to another site.
export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/home/index';

export const loginPathFor = (wanted: string): string => `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;

export const safeRedirectTarget = (redirect: string | null | undefined): string => {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return HOME_PATH;
  // Going back to a login or register page after logging in would only loop.
  if (redirect.startsWith('/user/') || redirect === '/user') return HOME_PATH;
  return redirect;
};
