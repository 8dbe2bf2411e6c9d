// Whether pulse is offered, as the header menu and every wallet view ask it: the ping on start and
// again on each login (the key carries the login: its token's time, so a new login asks again even
// within the cache's five minutes), false only once it answered 1003. Until a new answer comes the
// last one stands, so the pulse entry does not flash in or out.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/store.ts';
import { isPulseAvailable, pingPulse } from './pulsePing.ts';

export const usePulseAvailable = (): boolean => {
  const login = useSession((s) => (s.isLoggedIn ? (s.tokenTime ?? 0) : null));
  const { data } = useQuery({ queryKey: ['pulsePing', login], queryFn: pingPulse, staleTime: 5 * 60_000, retry: false, placeholderData: keepPreviousData });
  return isPulseAvailable(data);
};
