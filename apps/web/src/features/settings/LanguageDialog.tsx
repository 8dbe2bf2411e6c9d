// The language picker (632 px, spec §9). Choosing a language reloads the view in it (spec §4).
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@exchange/contract/constants';
import { Dialog } from '../../ui/Dialog.tsx';
import { useLanguageOptions } from '../../api/queries.ts';
import { usePreferences } from '../../session/index.ts';
import { languageChoices } from './languageOptions.ts';
import { OptionGrid } from './OptionGrid.tsx';

export default function LanguageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useLanguageOptions();
  const language = usePreferences((state) => state.language);
  const setLanguage = usePreferences((state) => state.setLanguage);
  const options = languageChoices(data).map((choice) => ({
    key: choice.value,
    label: choice.text ?? t(`language.${choice.value}`),
    current: choice.value === language,
    onSelect: () => {
      setLanguage(choice.value);
      onClose();
    },
  }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settings.language.title')}
      closeLabel={t('common.close')}
      width={MODAL_WIDTH.language}
    >
      <OptionGrid options={options} label={t('settings.language.title')} />
    </Dialog>
  );
}
