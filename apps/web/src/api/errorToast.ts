// Error toasts of failed calls, at most one per throttle window (§8): a page firing five calls
// at a dead server shows one toast, not five.
import { toast } from '../ui/toast.ts';
import { TIMEOUTS } from '@exchange/contract/constants';

let lastShownAt = Number.NEGATIVE_INFINITY;

export const showErrorToast = (message: string): void => {
  const now = Date.now();
  if (now - lastShownAt < TIMEOUTS.errorToastThrottleMs) return;
  lastShownAt = now;
  toast.error(message);
};
