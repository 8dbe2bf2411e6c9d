// The footer's language select; the same choices as the header's language dialog.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@exchange/contract/constants';
import { useLanguageOptions } from '../../api/queries.ts';
import { usePreferences } from '../../session/index.ts';
import { languageChoices } from '../../features/settings/languageOptions.ts';
import styles from './Footer.module.css';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const { data } = useLanguageOptions();
  const language = usePreferences((state) => state.language);
  const setLanguage = usePreferences((state) => state.setLanguage);
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('footer.language')}</label>
      <select id={id} value={language} onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}>
        {languageChoices(data).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text ?? t(`language.${choice.value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
