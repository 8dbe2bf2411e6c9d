// Recent trades written straight into the DOM (DESIGN §7), like the order book: a fixed set of rows
// made once; a frame with new trades rewrites the rows whose trade changed and nothing else.
import type { TradeLine } from './tradeRows.ts';
import styles from './RecentTrades.module.css';

interface RowNodes {
  row: HTMLLIElement;
  time: HTMLSpanElement;
  price: HTMLButtonElement;
  amount: HTMLSpanElement;
  id: string | null;
}

const makeRow = (): RowNodes => {
  const row = document.createElement('li');
  row.className = `${styles.row} ${styles.empty}`;
  const price = document.createElement('button');
  price.type = 'button';
  price.className = styles.price!;
  const amount = document.createElement('span');
  amount.className = styles.amount!;
  const time = document.createElement('span');
  time.className = styles.time!;
  row.append(price, amount, time);
  return { row, time, price, amount, id: null };
};

const write = (nodes: RowNodes, line: TradeLine | undefined): void => {
  const id = line ? line.id : null;
  if (nodes.id === id) return;
  nodes.id = id;
  nodes.row.classList.toggle(styles.empty!, !line);
  nodes.price.classList.toggle(styles.buy!, line?.side === 'buy');
  nodes.price.classList.toggle(styles.sell!, line?.side === 'sell');
  nodes.price.textContent = line?.price ?? '';
  nodes.price.tabIndex = line ? 0 : -1;
  nodes.amount.textContent = line?.amount ?? '';
  nodes.time.textContent = line?.time ?? '';
};

export class RecentTradesView {
  private readonly rows: RowNodes[];

  constructor(
    private readonly list: HTMLElement,
    count: number,
    private readonly onPick: (price: string) => void,
  ) {
    this.rows = Array.from({ length: count }, makeRow);
    list.replaceChildren(...this.rows.map((n) => n.row));
    list.addEventListener('click', this.onClick);
  }

  update(lines: readonly TradeLine[]): void {
    for (let i = 0; i < this.rows.length; i += 1) write(this.rows[i]!, lines[i]);
  }

  destroy(): void {
    this.list.removeEventListener('click', this.onClick);
    this.list.replaceChildren();
  }

  private readonly onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    const price = target?.textContent;
    if (price) this.onPick(price);
  };
}
