// A value that follows another once it has stopped changing for `ms` (the search's 500 ms pause,
// spec §9), and whether a change is still waiting.
import { useEffect, useState } from 'react';

export const useSettledValue = <T>(value: T, ms: number): { settled: T; waiting: boolean } => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return { settled, waiting: !Object.is(settled, value) };
};
