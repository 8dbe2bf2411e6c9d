// /account/center/security: every protection of the account with its state and a button to the
// page that sets or changes it.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@exchange/contract/member';
import { buttonClass } from '../../../ui/Button.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { securityItems, securityLevel, type SecurityItem } from './securityItems.ts';
import shell from '../account.module.css';
import pills from '../common/pills.module.css';
import security from './security.module.css';

const pillClass = (on: boolean | undefined) => (on ? pills.pillOn : pills.pillOff);

function SecurityRow({ item }: { item: SecurityItem }) {
  const { t } = useTranslation();
  const title = t(item.title);
  return (
    <li className={security.item}>
      <div className={security.itemText}>
        <div className={security.itemTitle}>{title}</div>
        <div className={security.itemHint}>{t(item.hint)}</div>
      </div>
      {item.state && (
        <span className={security.itemState}>
          {item.detail && <span>{item.detail}</span>}
          <span className={pillClass(item.on)}>{t(item.state)}</span>
        </span>
      )}
      <Link to={item.to} className={buttonClass({ variant: item.on === false ? 'primary' : 'secondary', size: 'sm' })} aria-label={`${t(item.action)}: ${title}`}>
        {t(item.action)}
      </Link>
    </li>
  );
}

function SecurityList({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const items = securityItems(member);
  const level = securityLevel(items);
  return (
    <>
      <div className={shell.head}>
        <div>
          <h1 className={shell.title}>{t('section.account.security.title')}</h1>
          <p className={shell.lead}>{t('account.security.level', level)}</p>
        </div>
      </div>
      <ul className={security.list} aria-label={t('section.account.security.title')}>
        {items.map((item) => (
          <SecurityRow key={item.id} item={item} />
        ))}
      </ul>
    </>
  );
}

export default function SecurityPage() {
  return <MemberGate>{(member) => <SecurityList member={member} />}</MemberGate>;
}
