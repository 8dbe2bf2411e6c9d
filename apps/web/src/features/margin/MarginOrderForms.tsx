// The order forms in margin mode: spot's forms (features/spot/orders), placing on the margin
// account (gg_zc_ / gg_qc_ types) and showing its available balances.
import { useMarginAccount } from './useMarginAccount.ts';
import { PREFIX_OF, useMarginMode } from './marginMode.ts';
import { SpotOrderForms } from '../spot/orders/SpotOrderForms.tsx';
import type { PairProps } from '../spot/orders/pairProps.ts';

export function MarginOrderForms({ pair, rules, id }: PairProps & { id?: string }) {
  const mode = useMarginMode((s) => s.mode);
  const open = (mode === 'fixed' ? rules.isolatedLeverage : rules.crossLeverage) !== '0';
  const { view } = useMarginAccount(mode, pair, open);
  return <SpotOrderForms key={mode} id={id} pair={pair} rules={rules} margin={{ prefix: PREFIX_OF[mode], base: view?.base.available, quote: view?.quote.available }} />;
}
