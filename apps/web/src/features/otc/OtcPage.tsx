// The frame every P2P and merchant page shares: its title and lead (the section's texts, `${section}.title`
// and `.text`), the P2P navigation beside them, and the page's own content below.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OtcNav } from './OtcNav.tsx';
import styles from './otc.module.css';

export function OtcPage({ section, children }: { section: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t(`${section}.title`)}</h1>
          <p className={styles.lead}>{t(`${section}.text`)}</p>
        </div>
        <OtcNav />
      </div>
      {children}
    </div>
  );
}
