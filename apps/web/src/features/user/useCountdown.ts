// Seconds left before a verification code may be sent again (the server refuses re-sends within 60 s).
import { useCallback, useEffect, useState } from 'react';

export const RESEND_SECONDS = 60;

export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
