// setting/phone and setting/email: bind an address, or change the bound one in two steps (prove the
// current one, then the new one). Success refreshes member info and returns to the security list.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@exchange/contract/auth';
import type { MemberInfo } from '@exchange/contract/member';
import { useRefreshMember } from '../../../api/accountQueries.ts';
import { toast } from '../../../ui/Toaster.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { SettingFrame } from '../common/SettingFrame.tsx';
import { NewAccountStep } from './NewAccountStep.tsx';
import { SECURITY_PATH } from './securityPaths.ts';
import { VerifyCurrentStep } from './VerifyCurrentStep.tsx';
import shell from '../account.module.css';

function BindFlow({ member, type }: { member: MemberInfo; type: AccountType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshMember();
  const replacing = member[type] !== '';
  const [ticket, setTicket] = useState<string>();
  const step = replacing && !ticket ? 1 : 2;
  const done = async () => {
    await refresh();
    toast.success(t(replacing ? 'account.bind.changed' : 'account.bind.bound'));
    navigate(SECURITY_PATH);
  };
  return (
    <>
      {replacing && (
        <ol className={shell.steps} aria-label={t('account.bind.steps')}>
          <li aria-current={step === 1 ? 'step' : undefined}>1. {t('account.bind.step_current')}</li>
          <li aria-current={step === 2 ? 'step' : undefined}>2. {t('account.bind.step_new')}</li>
        </ol>
      )}
      {step === 1 ? (
        <VerifyCurrentStep member={member} type={type} onVerified={setTicket} />
      ) : (
        <NewAccountStep member={member} type={type} ticket={ticket} onBound={() => void done()} />
      )}
    </>
  );
}

export function BindAccountPage({ type }: { type: AccountType }) {
  return (
    <SettingFrame section={type}>
      <MemberGate>{(member) => <BindFlow member={member} type={type} />}</MemberGate>
    </SettingFrame>
  );
}
