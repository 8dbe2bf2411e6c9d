// Toasts without paying for them up front: sonner (about 9 KB gzip) is fetched on the first toast,
// which most visits never show. Messages asked for before it is mounted wait in a queue and are
// shown the moment the toaster is ready.
type Kind = 'error' | 'success' | 'info';
type Show = (message: string) => unknown;
export type ToastApi = Record<Kind, Show>;

const queue: Array<[Kind, string]> = [];
const listeners = new Set<() => void>();
let api: ToastApi | null = null;
let wanted = false;

const show = (kind: Kind, message: string) => {
  if (api) {
    api[kind](message);
    return;
  }
  queue.push([kind, message]);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
};

export const toast: ToastApi = {
  error: (message) => show('error', message),
  success: (message) => show('success', message),
  info: (message) => show('info', message),
};

/** For the host: whether a toast has been asked for yet (useSyncExternalStore). */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

/** Called by the mounted toaster: from now on toasts go straight to it. */
export const toasterReady = (ready: ToastApi) => {
  api = ready;
  for (const [kind, message] of queue.splice(0)) ready[kind](message);
};
