import { describe, expect, it } from 'vitest';
import { deviceNameSchema, isThisDevice, shortAgent } from './deviceRules.ts';
import { inviteLink, ratePercent } from '../agents/inviteLinks.ts';

describe('device rules', () => {
  it('marks this browser by its device id', () => {
    expect(isThisDevice({ device_id: 'abc' }, 'abc')).toBe(true);
    expect(isThisDevice({ device_id: 'abc' }, 'xyz')).toBe(false);
    expect(isThisDevice({ device_id: '' }, '')).toBe(false);
  });

  it('names a user agent by browser and system', () => {
    expect(shortAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toBe('Chrome · Linux');
    expect(shortAgent('curl/8.0')).toBe('curl/8.0');
  });

  it('takes a name of 1 to 40 characters', () => {
    expect(deviceNameSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(deviceNameSchema.safeParse({ name: 'x'.repeat(41) }).success).toBe(false);
    expect(deviceNameSchema.safeParse({ name: 'Laptop' }).success).toBe(true);
  });
});

describe('invite links', () => {
  it('builds the register link with the code and shows the rate as a percentage', () => {
    expect(inviteLink('https://ex.io', 'AB12')).toBe('https://ex.io/user/register?invite_code=AB12');
    expect(ratePercent('0.2')).toBe('20%');
    expect(ratePercent('0.07')).toBe('7%');
  });
});
