// features/account/: the account centre (spec §2 /account/center, §3 user info, §5 rules, §7 "Auth
// and account", §9 mask). Pages: info (profile), security (the list of settings) with its setting
// pages (phone, e-mail, Google, login and trade passwords, anti-phishing code) and the API keys,
// device-management (devices and login log), kyc (status views and the form), merchant (merchants
// only) and contractAgents/agentManagement (invitees). Calls live in api/account.ts with their
// hooks in api/accountQueries.ts; pure rules (member flags, form schemas, settings list, image
// checks) sit in plain files beside the components that use them. This is the frame of every page:
// the side menu beside the page, stepping aside on the setting pages (spec §2).
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../api/queries.ts';
import { SideMenu, SideMenuFrame } from '../wallet/layout/SideMenu.tsx';
import { centerMenu, isSettingPath } from './accountMenu.ts';
import shell from './account.module.css';

export default function AccountCenterLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const member = useMemberInfo().data;
  if (isSettingPath(pathname))
    return (
      <div className={shell.narrow}>
        <Outlet />
      </div>
    );
  const items = centerMenu(member).map((item) => ({ to: item.to, label: t(item.key) }));
  return (
    <SideMenuFrame menu={<SideMenu label={t('account.menu')} items={items} />}>
      <Outlet />
    </SideMenuFrame>
  );
}
