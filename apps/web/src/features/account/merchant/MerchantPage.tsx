// /account/center/merchant (merchants only, spec §6): the merchant's identity as the server knows
// it (merchant id, name, status, deposit, completed orders and completion rate) and the ways to the
// merchant area and the merchant wallet. A member who
// is not a merchant reaching the path by hand is told so rather than shown an empty page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@exchange/contract/member';
import { useMerchantStatus } from '../../../api/otcQueries.ts';
import { buttonClass } from '../../../ui/Button.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { isMerchant } from '../member.ts';
import shell from '../account.module.css';
import pills from '../common/pills.module.css';

function MerchantFacts({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const status = useMerchantStatus();
  if (!isMerchant(member)) return <Empty message={t('account.merchant.only')} />;
  const figures = status.data;
  return (
    <section className={shell.card} aria-label={t('section.account.merchant.title')}>
      <dl className={shell.facts}>
        <div>
          <dt>{t('account.merchant.id')}</dt>
          <dd>{member.merchant?.id ?? '--'}</dd>
        </div>
        <div>
          <dt>{t('account.merchant.status')}</dt>
          <dd>
            <span className={pills.pillOn}>{t('account.merchant.active')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('account.info.uid')}</dt>
          <dd>{member.uid}</dd>
        </div>
        {figures && (
          <>
            <div>
              <dt>{t('p2p.apply.name')}</dt>
              <dd>{figures.name}</dd>
            </div>
            <div>
              <dt>{t('p2p.merchant.deposit')}</dt>
              <dd>{figures.deposit} USDT</dd>
            </div>
            <div>
              <dt>{t('p2p.merchant.completed')}</dt>
              <dd>{figures.completed_orders}</dd>
            </div>
            <div>
              <dt>{t('p2p.merchant.rate')}</dt>
              <dd>{figures.completion_rate}%</dd>
            </div>
          </>
        )}
      </dl>
      <div className={shell.cardActions}>
        <Link to="/merchant/index" className={buttonClass({ size: 'sm' })}>
          {t('account.merchant.open_area')}
        </Link>
        <Link to="/accountNew/asset/merchant" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('account.merchant.open_wallet')}
        </Link>
      </div>
    </section>
  );
}

export default function MerchantPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className={shell.head}>
        <div>
          <h1 className={shell.title}>{t('section.account.merchant.title')}</h1>
          <p className={shell.lead}>{t('section.account.merchant.text')}</p>
        </div>
      </div>
      <MemberGate>{(member) => <MerchantFacts member={member} />}</MemberGate>
    </>
  );
}
