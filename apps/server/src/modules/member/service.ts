// The member's own view of their account: profile (getMemberInfo), login log and devices.
import type { LoginDeviceRow, LoginLogRow, MemberInfo, Page } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError, UnauthorizedError } from '../../http/errors.ts';
import { findMemberById, findMerchantOf, type MemberRow } from './repo.ts';

const stamp = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);

export const toMemberInfo = (m: MemberRow, merchant: { id: string } | undefined): MemberInfo => ({
  id: String(m.id),
  uid: m.uid,
  blade_user_id: String(m.id),
  email: m.email ?? '',
  phone: m.phone ?? '',
  avatar: m.avatar,
  real_name_status: m.real_name_status,
  level_str: m.level_str,
  is_merchant: m.is_merchant === 2 ? 2 : 0,
  merchant: merchant ? { id: String(merchant.id) } : null,
  first: m.first_login ? 1 : 0,
  chatKey: m.chat_key,
  google_key: m.google_secret ? 1 : 0,
  pay_pwd: m.pay_pwd_hash ? 1 : 0,
  anti_code: m.anti_code,
});

export interface LoginRecord {
  memberId: string;
  ip: string;
  deviceId: string;
  userAgent: string;
  success: boolean;
}

/** A readable device name from the user agent, for the device list. */
export const deviceName = (userAgent: string): string => {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrome\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const os = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'Unknown OS';
  return `${browser} on ${os}`;
};

export interface MemberServiceOptions {
  /** Ends the sessions opened on a device the member removed (auth/tokens.ts revokeDeviceSessions). */
  endDeviceSessions(memberId: string, deviceId: string): Promise<void>;
}

export const createMemberService = (db: Db, options: MemberServiceOptions) => ({
  async info(memberId: string): Promise<MemberInfo> {
    const member = await findMemberById(db, memberId);
    if (!member) throw new UnauthorizedError();
    return toMemberInfo(member, await findMerchantOf(db, memberId));
  },

  async recordLogin(record: LoginRecord): Promise<void> {
    await db
      .insertInto('login_log')
      .values({
        member_id: record.memberId,
        ip: record.ip,
        device_id: record.deviceId,
        user_agent: record.userAgent.slice(0, 300),
        success: record.success ? 1 : 0,
      })
      .execute();
    if (!record.success) return;
    const now = new Date();
    await db
      .insertInto('login_device')
      .values({
        member_id: record.memberId,
        device_id: record.deviceId,
        device_name: deviceName(record.userAgent),
        ip: record.ip,
        last_login_time: now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'device_id']).doUpdateSet({ ip: record.ip, last_login_time: now }))
      .execute();
  },

  async loginLog(memberId: string, current: number, size: number): Promise<Page<LoginLogRow>> {
    const base = db.selectFrom('login_log').where('member_id', '=', memberId);
    const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute();
    const total = Number(count);
    return {
      records: rows.map((r) => ({
        id: String(r.id),
        create_time: stamp(r.create_time),
        ip: r.ip,
        device_id: r.device_id,
        user_agent: r.user_agent,
        success: r.success ? 1 : 0,
      })),
      total,
      size,
      current,
      pages: Math.ceil(total / size),
    };
  },

  async devices(memberId: string): Promise<LoginDeviceRow[]> {
    const rows = await db.selectFrom('login_device').selectAll().where('member_id', '=', memberId).orderBy('last_login_time', 'desc').execute();
    return rows.map((r) => ({
      id: String(r.id),
      device_id: r.device_id,
      device_name: r.device_name,
      ip: r.ip,
      last_login_time: stamp(r.last_login_time),
      create_time: stamp(r.create_time),
    }));
  },

  async deleteDevice(memberId: string, id: string): Promise<void> {
    if (!/^\d{1,18}$/.test(id)) throw new BusinessError('Unknown device');
    const removed = await db.deleteFrom('login_device').where('id', '=', id).where('member_id', '=', memberId).returning('device_id').executeTakeFirst();
    if (!removed) throw new BusinessError('Unknown device');
    // A device taken off the list is no longer trusted: whoever holds its tokens is logged out.
    await options.endDeviceSessions(memberId, removed.device_id);
  },

  async renameDevice(memberId: string, id: string, name: string): Promise<void> {
    if (!/^\d{1,18}$/.test(id)) throw new BusinessError('Unknown device');
    const result = await db.updateTable('login_device').set({ device_name: name }).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new BusinessError('Unknown device');
  },
});

export type MemberService = ReturnType<typeof createMemberService>;
