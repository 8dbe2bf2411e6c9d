// Spot's phone bar (PhoneSheetBar): buy or sell opens that side's form in a sheet.
import { useTranslation } from 'react-i18next';
import type { Direction } from '@exchange/contract/spot';
import type { PairProps } from './pairProps.ts';
import { PhoneSheetBar } from './PhoneSheetBar.tsx';
import { SpotOrderForms } from './SpotOrderForms.tsx';

export function PhoneTradeBar({ pair, rules }: PairProps) {
  const { t } = useTranslation();
  const coin = { coin: rules.base };
  const actions = [
    { value: '1', label: t('spot.order.buy_coin', coin), tone: 'buy' },
    { value: '2', label: t('spot.order.sell_coin', coin), tone: 'sell' },
  ] as const;
  return (
    <PhoneSheetBar<Direction> title={t('spot.order.title')} actions={actions}>
      {(side) => <SpotOrderForms pair={pair} rules={rules} sides={[side]} />}
    </PhoneSheetBar>
  );
}
