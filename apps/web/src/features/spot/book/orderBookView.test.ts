import { describe, expect, it, vi } from 'vitest';
import type { BookView } from './bookLevels.ts';
import { OrderBookView } from './orderBookView.ts';

const row = (price: string, amount = '1.00', total = amount, depth = 0.5) => ({ price, amount, total, depth });

const setup = () => {
  const asks = document.createElement('ol');
  const bids = document.createElement('ol');
  const onPick = vi.fn();
  const view = new OrderBookView({ asks, bids, askRows: 3, bidRows: 3, onPick });
  const texts = (list: HTMLElement) => Array.from(list.querySelectorAll('button'), (b) => b.textContent);
  return { asks, bids, onPick, view, texts };
};

describe('OrderBookView', () => {
  it('makes the rows once and writes asks best-last, bids best-first', () => {
    const { asks, bids, view, texts } = setup();
    expect(asks.children).toHaveLength(3);
    const book: BookView = { asks: [row('101'), row('102')], bids: [row('99'), row('98'), row('97')] };
    view.update(book);
    expect(texts(asks)).toEqual(['', '102', '101']);
    expect(texts(bids)).toEqual(['99', '98', '97']);
    expect(asks.children[0]!.className).toContain('empty');
    expect((bids.children[0]!.querySelector('.bar') as HTMLElement).style.transform).toBe('scaleX(0.5)');
  });

  it('keeps the same nodes and rewrites only what changed', () => {
    const { bids, view } = setup();
    view.update({ asks: [], bids: [row('99'), row('98')] });
    const first = bids.children[0]!;
    const price = first.querySelector('button')!;
    const amount = first.querySelector('.amount')!;
    const priceText = price.firstChild;
    view.update({ asks: [], bids: [row('99', '2.00'), row('98')] });
    expect(bids.children[0]).toBe(first);
    expect(price.firstChild).toBe(priceText);
    expect(amount.textContent).toBe('2.00');
    view.update({ asks: [], bids: [] });
    expect(first.className).toContain('empty');
    expect(price.textContent).toBe('');
  });

  it('hands a clicked price to the forms and cleans up', () => {
    const { bids, view, onPick } = setup();
    view.update({ asks: [], bids: [row('99.50')] });
    bids.querySelector('button')!.click();
    expect(onPick).toHaveBeenCalledWith('99.50');
    view.destroy();
    expect(bids.children).toHaveLength(0);
  });
});
