// The order book's rows written straight into the DOM (DESIGN §7): the rows are made once, then each
// depth frame rewrites only the texts and bar widths that changed. React never renders per message,
// so 200 depth updates a second cost one pass over ~30 rows per animation frame.
import type { BookRow, BookSide, BookView } from './bookLevels.ts';
import styles from './OrderBook.module.css';

interface RowNodes {
  row: HTMLLIElement;
  bar: HTMLSpanElement;
  price: HTMLButtonElement;
  amount: HTMLSpanElement;
  total: HTMLSpanElement;
  /** What the row shows now, so an unchanged row costs no DOM write. */
  shown: { price: string; amount: string; total: string; depth: number } | null;
}

const cell = (className: string): HTMLSpanElement => {
  const span = document.createElement('span');
  span.className = className;
  return span;
};

const makeRow = (side: BookSide): RowNodes => {
  const row = document.createElement('li');
  row.className = `${styles.row} ${side === 'ask' ? styles.ask : styles.bid} ${styles.empty}`;
  const bar = cell(styles.bar!);
  bar.setAttribute('aria-hidden', 'true');
  const price = document.createElement('button');
  price.type = 'button';
  price.className = styles.price!;
  price.tabIndex = -1;
  const amount = cell(styles.amount!);
  const total = cell(styles.total!);
  row.append(bar, price, amount, total);
  return { row, bar, price, amount, total, shown: null };
};

const write = (nodes: RowNodes, value: BookRow | undefined): void => {
  const shown = nodes.shown;
  if (!value) {
    if (shown === null) return;
    nodes.shown = null;
    nodes.row.classList.add(styles.empty!);
    nodes.price.textContent = '';
    nodes.price.tabIndex = -1;
    nodes.amount.textContent = '';
    nodes.total.textContent = '';
    nodes.bar.style.transform = 'scaleX(0)';
    return;
  }
  if (shown === null) {
    nodes.row.classList.remove(styles.empty!);
    nodes.price.tabIndex = 0;
  }
  if (shown?.price !== value.price) nodes.price.textContent = value.price;
  if (shown?.amount !== value.amount) nodes.amount.textContent = value.amount;
  if (shown?.total !== value.total) nodes.total.textContent = value.total;
  if (shown?.depth !== value.depth) nodes.bar.style.transform = `scaleX(${value.depth})`;
  nodes.shown = { price: value.price, amount: value.amount, total: value.total, depth: value.depth };
};

export interface OrderBookViewOptions {
  asks: HTMLElement;
  bids: HTMLElement;
  askRows: number;
  bidRows: number;
  /** A click (or Enter) on a row's price. */
  onPick: (price: string) => void;
}

export class OrderBookView {
  private readonly asks: RowNodes[];
  private readonly bids: RowNodes[];
  private readonly containers: HTMLElement[];

  constructor(private readonly options: OrderBookViewOptions) {
    this.asks = Array.from({ length: options.askRows }, () => makeRow('ask'));
    this.bids = Array.from({ length: options.bidRows }, () => makeRow('bid'));
    options.asks.replaceChildren(...this.asks.map((n) => n.row));
    options.bids.replaceChildren(...this.bids.map((n) => n.row));
    this.containers = [options.asks, options.bids];
    for (const container of this.containers) container.addEventListener('click', this.onClick);
  }

  /** Asks are drawn best-last (nearest the spread), so an ask list shorter than the rows sits at the bottom. */
  update(view: BookView): void {
    const count = this.asks.length;
    for (let i = 0; i < count; i += 1) write(this.asks[count - 1 - i]!, view.asks[i]);
    for (let i = 0; i < this.bids.length; i += 1) write(this.bids[i]!, view.bids[i]);
  }

  destroy(): void {
    for (const container of this.containers) {
      container.removeEventListener('click', this.onClick);
      container.replaceChildren();
    }
  }

  private readonly onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    const price = target?.textContent;
    if (price) this.options.onPick(price);
  };
}
