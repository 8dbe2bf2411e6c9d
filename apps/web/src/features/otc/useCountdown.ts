// Seconds left until a deadline, ticking once a second while there are any.
import { useEffect, useState } from 'react';

export const secondsLeft = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

export const formatCountdown = (seconds: number): string => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

export const useCountdown = (deadline: number): number => {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
};
