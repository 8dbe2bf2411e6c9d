// Redeeming a holding: all of it, or part of a flexible one's principal; the unpaid interest comes
// with any redemption.
import { useTranslation } from 'react-i18next';
import type { FinanceHolding } from '@exchange/contract/finance';
import { redeemFinance } from '../../api/finance.ts';
import { AmountDialog } from './AmountDialog.tsx';
import { redeemProblem } from './financeRules.ts';
import { productName } from './ProductCard.tsx';

export function RedeemDialog({ holding, onClose, onDone }: { holding: FinanceHolding; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const flexible = holding.kind === 'flexible';
  return (
    <AmountDialog
      title={t('finance.redeem_title', { name: productName(t, holding) })}
      facts={[
        [t('finance.holding.principal'), `${holding.principal} ${holding.coin}`],
        [t('finance.holding.interest'), `${holding.interest} ${holding.coin}`],
      ]}
      field={flexible ? { label: t('finance.field.redeem_amount', { coin: holding.coin }), hint: t('finance.field.redeem_hint') } : null}
      note={t('finance.note.redeem')}
      confirmLabel={t('finance.confirm_redeem')}
      problem={(amount) => (flexible ? redeemProblem(amount, holding) : null)}
      send={async (amount) => {
        await redeemFinance({ holdingId: holding.id, ...(flexible && amount !== '' ? { amount } : {}) });
        return t('finance.redeemed');
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
