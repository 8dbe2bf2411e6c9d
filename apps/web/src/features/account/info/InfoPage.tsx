// /account/center/info: the member's profile: avatar (the site's default image when none), uid,
// the masked login name (spec §9), level and the KYC state with a way to the KYC page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@exchange/contract/member';
import { useImages } from '../../../api/queries.ts';
import { buttonClass } from '../../../ui/Button.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { kycState, maskedAccount } from '../member.ts';
import { KycBadge } from '../kyc/KycBadge.tsx';
import shell from '../account.module.css';
import info from './info.module.css';

const KYC_PATH = '/account/center/kyc';
const AGENTS_PATH = '/account/center/contractAgents/agentManagement';

function Profile({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const fallback = useImages().data?.['avatar-default'];
  const avatar = member.avatar || fallback;
  const state = kycState(member.real_name_status);
  const account = maskedAccount(member);
  return (
    <>
      <div className={shell.head}>
        <h1 className={shell.title}>{t('section.account.info.title')}</h1>
      </div>
      <section className={shell.card} aria-label={t('account.info.profile')}>
        <div className={info.profile}>
          {avatar ? <img className={info.avatar} src={avatar} alt={t('account.info.avatar')} /> : <span className={info.avatar} aria-hidden="true" />}
          <div>
            <div className={info.profileName}>{account}</div>
            <div className={shell.lead}>{t('account.info.uid_line', { uid: member.uid })}</div>
          </div>
        </div>
        <dl className={shell.facts}>
          <div>
            <dt>{t('account.info.uid')}</dt>
            <dd>{member.uid}</dd>
          </div>
          <div>
            <dt>{t('account.info.account')}</dt>
            <dd>{account}</dd>
          </div>
          <div>
            <dt>{t('account.info.level')}</dt>
            <dd>{member.level_str || '--'}</dd>
          </div>
          <div>
            <dt>{t('account.info.kyc')}</dt>
            <dd>
              <KycBadge state={state} /> <Link to={KYC_PATH}>{t(state === 'verified' ? 'account.info.kyc_view' : 'account.info.kyc_go')}</Link>
            </dd>
          </div>
        </dl>
      </section>
      <section className={shell.card} aria-label={t('section.account.agents.title')}>
        <div className={shell.cardHead}>
          <div>
            <h2 className={shell.cardTitle}>{t('section.account.agents.title')}</h2>
            <p className={shell.lead}>{t('section.account.agents.text')}</p>
          </div>
          <Link to={AGENTS_PATH} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {t('account.info.agents_open')}
          </Link>
        </div>
      </section>
    </>
  );
}

export default function InfoPage() {
  return <MemberGate>{(member) => <Profile member={member} />}</MemberGate>;
}
