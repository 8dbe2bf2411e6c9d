// The trigger book alone: which levels a batch of trades reaches, and that each fires once.
import { describe, expect, it } from 'vitest';
import type { PlaceInput } from '../../market/symbolMarket.ts';
import { TriggerBook, exitLevels, type Trigger } from './triggers.ts';

const trigger = (id: string, rise: number | null, fall: number | null): Trigger => ({
  kind: 'stop',
  meta: { id } as PlaceInput,
  memberId: '1',
  rise,
  fall,
});

describe('TriggerBook', () => {
  it('fires a rise at or above its level and a fall at or below, once each', () => {
    const book = new TriggerBook();
    book.add('xh:BTC/USDT', trigger('up', 110, null));
    book.add('xh:BTC/USDT', trigger('down', null, 90));
    book.add('xh:ETH/USDT', trigger('other', 100, null));
    expect(book.takeCrossed('xh:BTC/USDT', 95, 109)).toEqual([]);
    expect(book.takeCrossed('xh:BTC/USDT', 100, 110).map((f) => [f.trigger.meta.id, f.at])).toEqual([['up', 110]]);
    expect(book.takeCrossed('xh:BTC/USDT', 100, 200)).toEqual([]);
    expect(book.takeCrossed('xh:BTC/USDT', 80, 95).map((f) => [f.trigger.meta.id, f.at])).toEqual([['down', 90]]);
    expect(book.size('xh:BTC/USDT')).toBe(0);
    expect(book.size('xh:ETH/USDT')).toBe(1);
  });

  it('fires an OCO pair once, at the level reached', () => {
    const book = new TriggerBook();
    book.add('m', trigger('exit', 120, 80));
    expect(book.takeCrossed('m', 79, 121).map((f) => f.at)).toEqual([120]);
    expect(book.takeCrossed('m', 0, 1000)).toEqual([]);
    book.add('m', trigger('exit', 120, 80));
    expect(book.takeCrossed('m', 75, 100).map((f) => f.at)).toEqual([80]);
  });

  it('forgets a removed trigger', () => {
    const book = new TriggerBook();
    book.add('m', trigger('a', 1, null));
    expect(book.remove('m', 'a')?.meta.id).toBe('a');
    expect(book.remove('m', 'a')).toBeUndefined();
    expect(book.takeCrossed('m', 0, 10)).toEqual([]);
  });
});

describe('exitLevels', () => {
  it('sells on a rise to take profit and a fall to stop loss; buys back the other way round', () => {
    expect(exitLevels('sell', 120, 80)).toEqual({ rise: 120, fall: 80 });
    expect(exitLevels('buy', 80, 120)).toEqual({ rise: 120, fall: 80 });
    expect(exitLevels('buy', 80, null)).toEqual({ rise: null, fall: 80 });
  });
});
