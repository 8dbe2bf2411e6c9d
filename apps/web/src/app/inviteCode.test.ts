import { describe, expect, it } from 'vitest';
import { inviteCodeFrom, rememberInviteCode, rememberedInviteCode } from './inviteCode.ts';

describe('invite code', () => {
  it('reads the invite_code parameter', () => {
    expect(inviteCodeFrom('?invite_code=AB12cd')).toBe('AB12cd');
    expect(inviteCodeFrom('?a=1&invite_code=%20X9%20')).toBe('X9');
  });

  it('ignores missing or malformed codes', () => {
    expect(inviteCodeFrom('')).toBeNull();
    expect(inviteCodeFrom('?invite_code=')).toBeNull();
    expect(inviteCodeFrom('?invite_code=<script>')).toBeNull();
  });

  it('remembers the code for the session and keeps the last good one', () => {
    expect(rememberedInviteCode()).toBe('');
    rememberInviteCode('?invite_code=FIRST1');
    rememberInviteCode('?page=2');
    expect(rememberedInviteCode()).toBe('FIRST1');
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
    rememberInviteCode('?invite_code=SECOND');
    expect(rememberedInviteCode()).toBe('SECOND');
  });
});
