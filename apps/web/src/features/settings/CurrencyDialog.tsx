// The display-currency picker (632 px, spec §9): code and symbol of each rate the content store
// offers; amounts across the site are then shown in the chosen currency.
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, MODAL_WIDTH } from '@exchange/contract/constants';
import { Dialog } from '../../ui/Dialog.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { useCurrencyRates } from '../../api/queries.ts';
import { usePreferences } from '../../session/index.ts';
import { OptionGrid } from './OptionGrid.tsx';

export default function CurrencyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useCurrencyRates();
  const currency = usePreferences((state) => state.currency);
  const setCurrency = usePreferences((state) => state.setCurrency);
  const rates = data?.length ? data : [DEFAULT_CURRENCY];
  const options = rates.map((option) => ({
    key: option.exchange_code,
    label: option.exchange_code,
    hint: option.quote_currency,
    current: option.exchange_code === currency.exchange_code,
    onSelect: () => {
      setCurrency(option);
      onClose();
    },
  }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settings.currency.title')}
      closeLabel={t('common.close')}
      width={MODAL_WIDTH.currency}
    >
      {isPending ? <CenteredSpinner label={t('common.loading')} /> : <OptionGrid options={options} label={t('settings.currency.title')} />}
    </Dialog>
  );
}
