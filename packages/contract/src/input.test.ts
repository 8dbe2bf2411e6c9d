import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, PAGE_LIMITS, inputText, pageNumber, pageQuery, pageSize } from './input.ts';
import { registerBody, tokenQuery } from './auth.ts';
import { apiKeySaveBody, kycSubmitBody } from './account.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('inputText', () => {
  it('refuses a NUL anywhere in the text, first of all its rules', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b'])
      expect(firstMessage(inputText().min(5, 'too short').safeParse(value))).toBe(NUL_MESSAGE);
  });

  it('keeps any other character, control characters and emoji included', () => {
    for (const value of ['', 'plain', '\u0001\u001f', 'é中😀', 'line\nbreak'])
      expect(inputText().safeParse(value)).toEqual({ success: true, data: value });
  });

  it('says its own words for something that is not a string', () => {
    expect(firstMessage(inputText('Please enter a label').safeParse(42))).toBe('Please enter a label');
  });

  it('guards the free text of the shared request schemas', () => {
    const nul = 'x\u0000';
    expect(firstMessage(registerBody.safeParse({ accountType: 'email', account: 'a@b.co', password: 'a'.repeat(32), code: '123456', inviteCode: nul }))).toBe(NUL_MESSAGE);
    expect(firstMessage(tokenQuery.safeParse({ grant_type: 'password', username: nul }))).toBe(NUL_MESSAGE);
    expect(firstMessage(apiKeySaveBody.safeParse({ label: nul }))).toBe(NUL_MESSAGE);
    expect(firstMessage(kycSubmitBody.safeParse({ realName: nul, documentType: 'id', documentNumber: 'AB12', frontImage: 'f', backImage: 'b' }))).toBe(NUL_MESSAGE);
  });
});

describe('page numbers', () => {
  it('refuses what is not a page, however it is spelt', () => {
    for (const value of [0, -1, 1.5, '1e20', 1e20, 'abc', PAGE_LIMITS.maxPage + 1, '9007199254740993', [], {}])
      expect(firstMessage(pageNumber().safeParse(value)), String(value)).toBe(`current must be a page number from 1 to ${PAGE_LIMITS.maxPage}`);
  });

  it('reads pages sent as text, and takes "" and null for the first page', () => {
    expect(pageNumber().parse('7')).toBe(7);
    expect(pageNumber().parse(PAGE_LIMITS.maxPage)).toBe(PAGE_LIMITS.maxPage);
    for (const value of ['', null, undefined]) expect(pageNumber().parse(value)).toBe(1);
  });

  it('bounds the size and names the field', () => {
    expect(firstMessage(pageSize('pageSize', 1000).safeParse('1001'))).toBe('pageSize must be between 1 and 1000');
    expect(pageQuery.parse({})).toEqual({ current: 1, size: 10 });
    expect(firstMessage(pageQuery.safeParse({ size: '101' }))).toBe('size must be between 1 and 100');
  });
});
