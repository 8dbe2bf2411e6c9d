import { describe, expect, it } from 'vitest';
import './jitlessZod.ts';
import { config } from 'zod';

describe('jitlessZod', () => {
  it('is a setting Zod reads: no schema is compiled with new Function', () => {
    expect(config().jitless).toBe(true);
  });
});
