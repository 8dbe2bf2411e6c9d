import { describe, expect, it } from 'vitest';
import { contractPriceLines } from './priceLines.ts';

const colors = { mark: 'blue', entry: 'grey', liquidation: 'red' };
const titles = { mark: 'Mark', entry: 'Entry', liquidation: 'Liq.' };

describe('contract price lines', () => {
  it('draws the mark, and the position entry and liquidation prices', () => {
    expect(contractPriceLines('50010.5', { entry: '50000', liquidation: '45180.8' }, colors, titles)).toEqual([
      { id: 'mark', price: 50010.5, color: 'blue', title: 'Mark', dashed: true },
      { id: 'entry', price: 50000, color: 'grey', title: 'Entry', dashed: false },
      { id: 'liquidation', price: 45180.8, color: 'red', title: 'Liq.', dashed: true },
    ]);
  });

  it('leaves out what the server leaves empty', () => {
    expect(contractPriceLines('', { entry: '50000', liquidation: '' }, colors, titles).map((line) => line.id)).toEqual(['entry']);
    expect(contractPriceLines('50000', null, colors, titles).map((line) => line.id)).toEqual(['mark']);
  });
});
