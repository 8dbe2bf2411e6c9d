// /invite_rebate/index: the member's invite code and link (copy, QR code), their rebate rate and
// figures, and their invitees and rebates. Rebates are the member's rate of each invitee's trading
// fees, paid by the server's settlement through the ledger.
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '../../ui/OfflineNotice.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { InviteLists } from './InviteLists.tsx';
import { InviteShare } from './InviteShare.tsx';
import { InviteStats } from './InviteStats.tsx';
import { WithSummary } from './useMemberSummary.tsx';
import styles from './invite.module.css';

export default function InviteRebatePage() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('section.invite.rebate.title')} subtitle={t('section.invite.rebate.text')}>
      <OfflineNotice message={t('invite.offline')} />
      <WithSummary>
        {(summary) => (
          <>
            <InviteShare code={summary.invite_code} />
            <InviteStats summary={summary} />
            <p className={styles.muted}>{t('invite.how_paid')}</p>
            <h2 className={styles.subtitle}>{t('invite.your_friends')}</h2>
            <InviteLists />
          </>
        )}
      </WithSummary>
    </PageSection>
  );
}
