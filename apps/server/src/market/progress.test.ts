import { describe, expect, it } from 'vitest';
import { ProgressLog } from './progress.ts';

describe('ProgressLog', () => {
  it('writes the first report at once, then at most one every interval', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = new ProgressLog({ info: (line) => lines.push(line) }, 2000, () => now);
    for (let step = 1; step <= 10; step++) {
      progress.report(() => `step ${step}`);
      now += 700;
    }
    expect(lines).toEqual(['step 1', 'step 4', 'step 7', 'step 10']);
  });
});
