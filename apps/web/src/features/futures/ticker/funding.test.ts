import { describe, expect, it } from 'vitest';
import { countdown, fundingFlow, payingSide, ratePercent } from './funding.ts';

describe('funding', () => {
  it('says who pays from the member side', () => {
    expect(fundingFlow('0.0001', 'long')).toBe('pay');
    expect(fundingFlow('0.0001', 'short')).toBe('receive');
    expect(fundingFlow('-0.0003', 'long')).toBe('receive');
    expect(fundingFlow('-0.0003', 'short')).toBe('pay');
    expect(fundingFlow('0', 'long')).toBe('none');
    expect(fundingFlow('0.0001', null)).toBe('none');
    expect(fundingFlow('', 'long')).toBe('none');
    expect(payingSide('0.0001')).toBe('long');
    expect(payingSide('-0.0001')).toBe('short');
    expect(payingSide('0')).toBeNull();
  });

  it('shows the rate in percent and the time left', () => {
    expect(ratePercent('0.0001')).toBe('0.0100%');
    expect(ratePercent('-0.00035')).toBe('-0.0350%');
    expect(ratePercent('x')).toBe('--');
    expect(countdown(8 * 3600_000)).toBe('08:00:00');
    expect(countdown(3_723_999)).toBe('01:02:03');
    expect(countdown(-5)).toBe('00:00:00');
  });
});
