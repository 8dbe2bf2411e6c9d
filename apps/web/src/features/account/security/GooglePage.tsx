// setting/google: binds Google Authenticator, or, once bound, resets (unbinds) it with a code from
// the bound secret. Either way member info is re-read so the security list shows the new state.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetGoogle } from '../../../api/account.ts';
import { useRefreshMember } from '../../../api/accountQueries.ts';
import { toast } from '../../../ui/Toaster.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { SettingFrame } from '../common/SettingFrame.tsx';
import { hasGoogle } from '../member.ts';
import { GoogleBindSteps } from './GoogleBindSteps.tsx';
import { GoogleCodeForm } from './GoogleCodeForm.tsx';
import { SECURITY_PATH } from './securityPaths.ts';
import shell from '../account.module.css';

export default function GooglePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshMember();
  const finish = async (message: string) => {
    await refresh();
    toast.success(message);
    navigate(SECURITY_PATH);
  };
  const reset = async (code: string) => {
    try {
      await resetGoogle(code);
    } catch {
      return;
    }
    await finish(t('account.google.reset_done'));
  };
  return (
    <SettingFrame section="google">
      <MemberGate>
        {(member) =>
          hasGoogle(member) ? (
            <>
              <p className={shell.warning}>{t('account.google.reset_warning')}</p>
              <GoogleCodeForm submitLabel={t('account.google.reset')} onCode={reset} />
            </>
          ) : (
            <GoogleBindSteps onBound={() => finish(t('account.google.bound'))} />
          )
        }
      </MemberGate>
    </SettingFrame>
  );
}
