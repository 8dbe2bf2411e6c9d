// The settings choices shared by the header's gear menu and the mobile drawer.
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../session/index.ts';
import { useDialogs } from '../dialogs.ts';

export function useSettingsActions() {
  const { t } = useTranslation();
  const show = useDialogs((state) => state.show);
  const { language, currency, theme, setTheme } = usePreferences();
  const next = theme === 'night' ? 'daytime' : 'night';
  return [
    { key: 'language', label: t('header.settings.language'), hint: t(`language.${language}`), run: () => show('language') },
    { key: 'currency', label: t('header.settings.currency'), hint: currency.exchange_code, run: () => show('currency') },
    { key: 'theme', label: t(`header.settings.theme_${next}`), hint: t(`theme.${theme}`), run: () => setTheme(next) },
    { key: 'feedback', label: t('header.settings.feedback'), hint: '', run: () => show('feedback') },
  ];
}
