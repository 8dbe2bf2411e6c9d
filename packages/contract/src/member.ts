// The member profile (member/getMemberInfo) and account-activity rows.

export interface MemberInfo {
  id: string;
  uid: string;
  blade_user_id: string;
  email: string;
  phone: string;
  avatar: string;
  real_name_status: string;
  level_str: string;
  is_merchant: 0 | 2;
  merchant: { id: string } | null;
  /** 1 while the member has never completed the first-login flow (drives the KYC prompt). */
  first: 0 | 1;
  chatKey: string;
  /** 1 when Google 2FA is bound. */
  google_key: 0 | 1;
  pay_pwd: 0 | 1;
  anti_code: string;
}

export interface LoginLogRow {
  id: string;
  create_time: string;
  ip: string;
  device_id: string;
  user_agent: string;
  success: 0 | 1;
}

export interface LoginDeviceRow {
  id: string;
  device_id: string;
  device_name: string;
  ip: string;
  last_login_time: string;
  create_time: string;
}
