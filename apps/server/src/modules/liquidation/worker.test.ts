// The shared liquidation worker: desks swept in turn, one pass at a time, each at its own pace, a
// failing desk logged without stopping the others.
import { describe, expect, it } from 'vitest';
import { createLiquidationWorker, type LiquidationDesk } from './worker.ts';

const quietLog = () => {
  const errors: Array<{ obj: object; msg: string | undefined }> = [];
  return { errors, log: { error: (obj: object, msg?: string) => void errors.push({ obj, msg }) } };
};

/** A desk that records when its sweeps start and end, and can be held open. */
const recordingDesk = (name: string, trace: string[], everyTicks?: number) => {
  let release: (() => void) | null = null;
  let hold = false;
  const desk: LiquidationDesk<string> & { hold(): void; release(): void } = {
    name,
    ...(everyTicks ? { everyTicks } : {}),
    async sweep() {
      trace.push(`${name}:start`);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      trace.push(`${name}:end`);
      return name;
    },
    hold: () => void (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
  return desk;
};

describe('the liquidation worker', () => {
  it('sweeps every desk in turn on a tick, and a slow desk only every few ticks', async () => {
    const trace: string[] = [];
    const { log } = quietLog();
    const worker = createLiquidationWorker({ tickMs: 0, log });
    worker.add(recordingDesk('futures', trace));
    worker.add(recordingDesk('margin', trace, 3));
    for (let i = 0; i < 6; i++) await worker.tick();
    expect(trace.filter((t) => t === 'futures:start')).toHaveLength(6);
    expect(trace.filter((t) => t === 'margin:start')).toHaveLength(2);
    // Never interleaved: each sweep ends before the next starts.
    for (let i = 0; i < trace.length; i += 2) expect(trace[i]!.replace(':start', ':end')).toBe(trace[i + 1]);
  });

  it('runs a direct sweep after the pass still running, never beside it', async () => {
    const trace: string[] = [];
    const { log } = quietLog();
    const worker = createLiquidationWorker({ tickMs: 0, log });
    const futures = recordingDesk('futures', trace);
    const margin = recordingDesk('margin', trace);
    worker.add(futures);
    futures.hold();
    const pass = worker.tick();
    const direct = worker.sweep(margin);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trace).toEqual(['futures:start']);
    futures.release();
    await pass;
    expect(await direct).toBe('margin');
    expect(trace).toEqual(['futures:start', 'futures:end', 'margin:start', 'margin:end']);
  });

  it('logs a failing desk and still sweeps the others; a direct sweep hands its failure to the caller', async () => {
    const trace: string[] = [];
    const { log, errors } = quietLog();
    const worker = createLiquidationWorker({ tickMs: 0, log });
    const broken: LiquidationDesk = {
      name: 'broken',
      sweep: () => Promise.reject(new Error('no prices')),
    };
    worker.add(broken);
    worker.add(recordingDesk('margin', trace));
    await worker.tick();
    expect(trace).toEqual(['margin:start', 'margin:end']);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.obj).toMatchObject({ desk: 'broken' });
    await expect(worker.sweep(broken)).rejects.toThrow('no prices');
    // The queue goes on after a failed direct sweep.
    await worker.tick();
    expect(trace.filter((t) => t === 'margin:start')).toHaveLength(2);
  });

  it('ticks on its timer once started, and stop waits for the pass under way', async () => {
    const trace: string[] = [];
    const { log } = quietLog();
    const worker = createLiquidationWorker({ tickMs: 5, log });
    const desk = recordingDesk('futures', trace);
    worker.add(desk);
    worker.start();
    await expect.poll(() => trace.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    desk.hold();
    await expect.poll(() => trace.at(-1), { timeout: 5_000 }).toBe('futures:start');
    const stopped = worker.stop();
    desk.release();
    await stopped;
    expect(trace.at(-1)).toBe('futures:end');
    const after = trace.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(trace).toHaveLength(after);
  });

  it('says when a sweep runs long, naming the desk every other desk now waits for', async () => {
    const trace: string[] = [];
    const warnings: object[] = [];
    const worker = createLiquidationWorker({ tickMs: 0, slowSweepMs: 20, log: { error: () => undefined, warn: (obj) => void warnings.push(obj) } });
    const futures = recordingDesk('futures', trace);
    worker.add(futures);
    await worker.tick();
    expect(warnings).toEqual([]);
    futures.hold();
    const pass = worker.tick();
    await expect.poll(() => warnings.length, { timeout: 5_000 }).toBe(1);
    expect(warnings[0]).toMatchObject({ desk: 'futures' });
    futures.release();
    await pass;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(warnings).toHaveLength(1);
  });
});
