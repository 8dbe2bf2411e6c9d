// Navigation for code outside React (the session's 401 handler and refresh timer): the router's
// navigate once the router has mounted (RouterBridge.tsx); a call before that waits for it.
type Navigate = (path: string) => void;

let current: Navigate | undefined;
let waiting: string | undefined;

export const appNavigate: Navigate = (path) => {
  if (current) current(path);
  else waiting = path;
};

/** Called by the router's bridge on mount; returns the undo for its unmount. */
export const connectNavigate = (navigate: Navigate): (() => void) => {
  current = navigate;
  if (waiting !== undefined) {
    const path = waiting;
    waiting = undefined;
    navigate(path);
  }
  return () => {
    if (current === navigate) current = undefined;
  };
};
