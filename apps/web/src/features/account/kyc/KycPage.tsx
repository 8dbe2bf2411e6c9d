// /account/center/kyc: one view per real_name_status: the form (not verified), the submitted data
// under review (pending), the verified record, or the reason of a refusal with the form again.
import { useTranslation } from 'react-i18next';
import type { KycInfo } from '@exchange/contract/account';
import { useKycInfo } from '../../../api/accountQueries.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';
import { kycState } from '../member.ts';
import { KycBadge } from './KycBadge.tsx';
import { KycForm } from './KycForm.tsx';
import { KycRecordView } from './KycRecordView.tsx';
import shell from '../account.module.css';

function KycView({ info }: { info: KycInfo }) {
  const { t } = useTranslation();
  const state = kycState(info.real_name_status);
  const record = info.record;
  return (
    <section className={shell.card} aria-label={t('section.account.kyc.title')}>
      <div className={shell.cardHead}>
        <h2 className={shell.cardTitle}>{t('account.kyc.status')}</h2>
        <KycBadge state={state} />
      </div>
      {state === 'pending' && <p className={shell.note}>{t('account.kyc.pending_text')}</p>}
      {state === 'verified' && <p className={shell.note}>{t('account.kyc.verified_text')}</p>}
      {state === 'failed' && (
        <p className={shell.warning} role="status">
          {t('account.kyc.failed_text', { reason: record?.reason || t('account.kyc.no_reason') })}
        </p>
      )}
      {state === 'none' && <p className={shell.note}>{t('section.account.kyc.text')}</p>}
      {(state === 'pending' || state === 'verified') && record && <KycRecordView record={record} />}
      {(state === 'none' || state === 'failed') && <KycForm />}
    </section>
  );
}

export default function KycPage() {
  const { t } = useTranslation();
  const info = useKycInfo();
  return (
    <>
      <div className={shell.head}>
        <h1 className={shell.title}>{t('section.account.kyc.title')}</h1>
      </div>
      {info.data ? (
        <KycView info={info.data} />
      ) : info.isError ? (
        <ErrorState title={t('account.load_failed')} retryLabel={t('common.retry')} onRetry={() => void info.refetch()} />
      ) : (
        <CenteredSpinner label={t('common.loading')} />
      )}
    </>
  );
}
