// Where the security pages live (spec §2 /account/center/security and its setting/* pages).
export const SECURITY_PATH = '/account/center/security';

export const SETTING_PATH = {
  phone: `${SECURITY_PATH}/setting/phone`,
  email: `${SECURITY_PATH}/setting/email`,
  google: `${SECURITY_PATH}/setting/google`,
  loginPassword: `${SECURITY_PATH}/setting/login-pwd`,
  tradePassword: `${SECURITY_PATH}/setting/trade-pwd`,
  antiCode: `${SECURITY_PATH}/setting/anti-code`,
} as const;

/**
 * API key management. Spec §2 lists no route for it, only its calls (§7 api/page, apiSave, del);
 * keys are a security matter (they act for the member), so they sit under the security page and
 * keep the side menu (the page is a list, not a one-off setting).
 */
export const API_KEYS_PATH = `${SECURITY_PATH}/api`;
