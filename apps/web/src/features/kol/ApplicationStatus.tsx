// The member's latest KOL application and its review: waiting, approved (with their rate) or
// declined (with the reason, and the form again).
import { useTranslation } from 'react-i18next';
import type { KolApplication } from '@exchange/contract/kol';
import { useFormatTime } from '../../i18n/dateTime.ts';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import styles from './kol.module.css';

export function SubmittedFacts({ application }: { application: KolApplication }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('kol.field.channels')}</dt>
        <dd>{application.channels}</dd>
      </div>
      <div>
        <dt>{t('kol.field.audience')}</dt>
        <dd>{application.audience}</dd>
      </div>
      <div>
        <dt>{t('kol.field.contact')}</dt>
        <dd>{application.contact}</dd>
      </div>
      <div>
        <dt>{t('kol.sent_at')}</dt>
        <dd>{formatTime(application.create_time)}</dd>
      </div>
    </dl>
  );
}

export function ApplicationStatus({ application }: { application: KolApplication }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <p className={styles.status}>{t(`kol.status.${application.status}`)}</p>
      {application.status === '1' && <p>{t('kol.approved_rate', { rate: ratePercent(application.rate) })}</p>}
      {application.status === '2' && <p>{t('kol.declined_reason', { reason: application.reason })}</p>}
      <SubmittedFacts application={application} />
    </div>
  );
}
