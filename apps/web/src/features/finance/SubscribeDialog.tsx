// Subscribing to a product: the amount, checked against the minimum and the caps before it is
// sent; the server judges it again (and the spot balance) and its refusal is shown by the transport.
import { useTranslation } from 'react-i18next';
import type { FinanceProduct } from '@exchange/contract/finance';
import { subscribeFinance } from '../../api/finance.ts';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import { AmountDialog } from './AmountDialog.tsx';
import { subscribeProblem } from './financeRules.ts';
import { productName } from './ProductCard.tsx';

export function SubscribeDialog({ product, held, onClose, onDone }: { product: FinanceProduct; held: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <AmountDialog
      title={t('finance.subscribe_title', { name: productName(t, product) })}
      facts={[
        [t('finance.product.apr'), ratePercent(product.rate)],
        [t('finance.product.term'), product.kind === 'flexible' ? t('finance.term.flexible') : t('finance.term.days', { days: product.term_days })],
        [t('finance.product.held'), `${held} ${product.coin}`],
      ]}
      field={{ label: t('finance.field.amount', { coin: product.coin }), hint: t('finance.field.amount_hint', { min: product.min_amount, cap: product.member_cap, coin: product.coin }) }}
      note={product.kind === 'flexible' ? t('finance.note.flexible') : t('finance.note.fixed', { days: product.term_days })}
      confirmLabel={t('finance.confirm_subscribe')}
      problem={(amount) => subscribeProblem(amount, product, held)}
      send={async (amount) => {
        await subscribeFinance({ productId: product.id, amount });
        return t('finance.subscribed', { amount, coin: product.coin });
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
