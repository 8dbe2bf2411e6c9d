// /invite_rebate_new/index: the same programme redesigned — the rate up front with the three
// steps, the share card and figures beside the public leaderboard of inviters, then the member's
// invitees and rebates.
import { useTranslation } from 'react-i18next';
import { INVITE_COMMISSION_RATE } from '@exchange/contract/account';
import { OfflineNotice } from '../../ui/OfflineNotice.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import { InviteLists } from './InviteLists.tsx';
import { InviteShare } from './InviteShare.tsx';
import { InviteStats } from './InviteStats.tsx';
import { Leaderboard } from './Leaderboard.tsx';
import { WithSummary } from './useMemberSummary.tsx';
import styles from './invite.module.css';

export default function InviteRebateNewPage() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('section.invite.rebate_new.title')}>
      <OfflineNotice message={t('invite.offline')} />
      <div className={styles.hero}>
        <p>{t('invite.new.up_to')}</p>
        <p className={styles.heroRate}>{ratePercent(INVITE_COMMISSION_RATE)}</p>
        <p>{t('invite.new.of_fees')}</p>
        <ol className={styles.steps}>
          <li>{t('invite.new.step_share')}</li>
          <li>{t('invite.new.step_trade')}</li>
          <li>{t('invite.new.step_earn')}</li>
        </ol>
      </div>
      <div className={styles.columns}>
        <div>
          <WithSummary>
            {(summary) => (
              <>
                <InviteShare code={summary.invite_code} />
                <InviteStats summary={summary} />
                <h2 className={styles.subtitle}>{t('invite.your_friends')}</h2>
                <InviteLists />
              </>
            )}
          </WithSummary>
        </div>
        <Leaderboard />
      </div>
    </PageSection>
  );
}
