// /exchange/index: the exchange screen on the pair the user last viewed (BTC/USDT before any, or
// when the remembered pair no longer trades).
import { useState } from 'react';
import { SpotRoute } from './page/SpotRoute.tsx';
import { lastPair } from './page/lastPair.ts';
import { DEFAULT_PAIR } from './page/pairRoute.ts';

export default function ExchangeIndexPage() {
  // Read once: the screen itself remembers the pair it shows.
  const [pair] = useState(lastPair);
  return <SpotRoute mode="spot" wanted={pair} choose={(rules) => rules.find((rule) => rule.pair === pair) ?? rules.find((rule) => rule.pair === DEFAULT_PAIR) ?? rules[0]} />;
}
