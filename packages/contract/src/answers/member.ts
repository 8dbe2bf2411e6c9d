// Answers of the member calls: profile, login log and devices.
import { z } from 'zod';
import type { LoginDeviceRow, LoginLogRow, MemberInfo } from '../member.ts';
import type { Page } from '../envelope.ts';
import { exactly } from './exact.ts';
import { pageOf, zeroOrOne } from './common.ts';

export const memberInfo = exactly<MemberInfo>()(
  z.object({
    id: z.string(),
    uid: z.string(),
    blade_user_id: z.string(),
    email: z.string(),
    phone: z.string(),
    avatar: z.string(),
    real_name_status: z.string(),
    level_str: z.string(),
    is_merchant: z.union([z.literal(0), z.literal(2)]),
    merchant: z.object({ id: z.string() }).nullable(),
    first: zeroOrOne,
    chatKey: z.string(),
    google_key: zeroOrOne,
    pay_pwd: zeroOrOne,
    anti_code: z.string(),
  }),
);

const loginLogRow = exactly<LoginLogRow>()(
  z.object({ id: z.string(), create_time: z.string(), ip: z.string(), device_id: z.string(), user_agent: z.string(), success: zeroOrOne }),
);
export const loginLogPage = exactly<Page<LoginLogRow>>()(pageOf(loginLogRow));

export const loginDeviceRow = exactly<LoginDeviceRow>()(
  z.object({ id: z.string(), device_id: z.string(), device_name: z.string(), ip: z.string(), last_login_time: z.string(), create_time: z.string() }),
);
