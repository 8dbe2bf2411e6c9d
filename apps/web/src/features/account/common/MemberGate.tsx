// Renders its page once member info is in: the account pages all decide by it (Google bound,
// e-mail or phone bound, merchant), and a form drawn before it arrives would ask the wrong things.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@exchange/contract/member';
import { useMemberInfo } from '../../../api/queries.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';

export function MemberGate({ children }: { children: (member: MemberInfo) => ReactNode }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  if (info.data) return <>{children(info.data)}</>;
  if (info.isError) return <ErrorState title={t('account.load_failed')} retryLabel={t('common.retry')} onRetry={() => void info.refetch()} />;
  return <CenteredSpinner label={t('common.loading')} />;
}
