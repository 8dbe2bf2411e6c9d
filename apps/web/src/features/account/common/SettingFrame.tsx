// The frame of a setting page: a way back to the security list, the title and what the page does.
// The side menu is hidden here (spec §2), so the back link is the way out.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SECURITY_PATH } from '../security/securityPaths.ts';
import shell from '../account.module.css';
import copyable from './copyable.module.css';

export function SettingFrame({ section, children }: { section: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={SECURITY_PATH} className={shell.back}>
        ‹ {t('account.back_to_security')}
      </Link>
      <div className={shell.card}>
        <h1 className={shell.title}>{t(`section.security.${section}.title`)}</h1>
        <p className={`${shell.lead} ${copyable.copyBlock}`}>{t(`section.security.${section}.text`)}</p>
        {children}
      </div>
    </>
  );
}
