// Opening is immediate but closing waits a moment, so a pointer crossing the gap between a trigger
// and its panel does not shut the panel. Pure timing, no DOM: the hover menu wraps it.
export interface CloseTimer {
  open(): void;
  scheduleClose(): void;
  closeNow(): void;
  dispose(): void;
}

export function createCloseTimer(delayMs: number, onChange: (open: boolean) => void): CloseTimer {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };
  return {
    open() {
      cancel();
      onChange(true);
    },
    scheduleClose() {
      cancel();
      pending = setTimeout(() => {
        pending = undefined;
        onChange(false);
      }, delayMs);
    },
    closeNow() {
      cancel();
      onChange(false);
    },
    dispose: cancel,
  };
}
