// The guard of the support console and the diagnostics pages: a visitor or a member without a
// support role is sent to the home page (issue 26); the role is asked of the server, never guessed.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@exchange/contract/chat';
import { getStaffRole } from '../../api/chat.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useSession } from '../../session/index.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';

export const useStaffRole = () => {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ queryKey: queryKeys.privateKey('staffRole'), queryFn: getStaffRole, enabled: isLoggedIn, select: (a) => a.role });
};

export function StaffOnly({ children }: { children: (role: Exclude<StaffRole, ''>) => ReactNode }) {
  const { t } = useTranslation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const role = useStaffRole();
  if (!isLoggedIn) return <Navigate to="/home/index" replace />;
  if (role.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (role.isError) return <ErrorState title={t('support.role_failed')} retryLabel={t('common.retry')} onRetry={() => void role.refetch()} />;
  if (!role.data) return <Navigate to="/home/index" replace />;
  return <>{children(role.data)}</>;
}
