import { describe, expect, it } from 'vitest';
import { TransportError } from '../../api/transport.ts';
import { errorMessage } from './errorMessage.ts';

describe('errorMessage', () => {
  it('stays quiet for errors the transport already toasted or whitelisted', () => {
    expect(errorMessage(new TransportError('Wrong account or password', { code: 400, kind: 'business' }), 'fallback')).toBeNull();
    expect(errorMessage(new TransportError('Bad gateway', { code: 502, kind: 'status' }), 'fallback')).toBeNull();
    expect(errorMessage(new TransportError('step 1', { code: 400, kind: 'business', silent: true }), 'fallback')).toBeNull();
  });

  it('explains errors the transport does not toast', () => {
    expect(errorMessage(new TransportError('Network error', { code: 0, kind: 'network' }), 'fallback')).toBe('Network error');
    expect(errorMessage(new TransportError('', { code: 0, kind: 'timeout' }), 'fallback')).toBe('fallback');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('boom');
  });
});
