import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { IndexRow } from '@exchange/contract/market';
import { fromIndexPayload } from '../../api/marketMap.ts';
import * as market from '../../api/market.ts';
import { SearchButton } from '../../app/header/SearchButton.tsx';
import { renderPage } from '../../app/testing.tsx';
import { liveChannel } from '../../realtime/connection.ts';
// Loaded up front, so the header's lazy import of it settles without real I/O under fake timers.
import './SearchPanel.tsx';

vi.mock('../../realtime/connection.ts', () => ({
  liveChannel: { subscribe: vi.fn(), onReconnect: vi.fn(() => () => {}) },
}));

vi.mock('../../api/market.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof market>()),
  getIndexSnapshot: vi.fn(),
}));

const row = (symbolName: string, zdf: string, cje: string): IndexRow => {
  const [bzmc = ''] = symbolName.split('/');
  return { symbol: symbolName, symbolName, bzmc, bzicon: `/coins/${bzmc}.svg`, close: '1.5', zdf, cjl: '1', cje, priceScale: 2, newCoin: 0 };
};

const spot = [
  ...Array.from({ length: 10 }, (_, i) => row(`C${i}/USDT`, String(i), String(1000 + i))),
  row('ETH/USDT', '-2', '5000'),
  row('BTC/USDT', '1', '9000'),
];
const payload = { xh: spot, ubw: [row('BTC/USDT', '3', '7000')], bbw: [row('ETH/USD', '4', '100')] };

const stops: string[] = [];

// Fake timers drive the 500 ms pause; fireEvent (synchronous) keeps user-event's own waits out of it.
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (element: Element) => {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
};
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });

/**
 * Opens the panel and lets its lazy module, the snapshot and the first frame settle. The module
 * (and the English texts it waits for) load in real time, however the fake clock runs: a loaded
 * machine needs more than one step of it.
 */
const open = async () => {
  click(screen.getByRole('button', { name: 'Search markets' }));
  await vi.waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus(), { timeout: 10_000, interval: 20 });
  // Then the panel's effects: the index subscription, the snapshot, the first frame.
  await elapse(20);
};

const optionNames = () => within(screen.getByRole('listbox')).queryAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  stops.length = 0;
  vi.mocked(liveChannel.subscribe).mockImplementation((topic) => () => stops.push(topic));
  vi.mocked(market.getIndexSnapshot).mockResolvedValue(fromIndexPayload(payload));
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('header search', () => {
  it('subscribes the index when it opens and unsubscribes when it closes', async () => {
    renderPage(
      <div>
        <SearchButton />
        <p>outside</p>
      </div>,
    );
    expect(liveChannel.subscribe).not.toHaveBeenCalled();
    await open();
    expect(vi.mocked(liveChannel.subscribe).mock.calls.map(([topic]) => topic)).toEqual(['index']);
    expect(stops).toEqual([]);
    click(screen.getByText('outside'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(stops).toEqual(['index']);

    await open();
    expect(liveChannel.subscribe).toHaveBeenCalledTimes(2);
    press('Escape');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(stops).toEqual(['index', 'index']);
    expect(screen.getByRole('button', { name: 'Search markets' })).toHaveFocus();
  });

  it('shows 8 hot markets and 4 suggestions while empty, per tab', async () => {
    renderPage(<SearchButton />);
    await open();
    const hot = screen.getByRole('group', { name: 'Hot' });
    expect(within(hot).getAllByRole('option')).toHaveLength(8);
    expect(within(hot).getAllByRole('option')[0]).toHaveTextContent('BTC/USDT');
    expect(within(screen.getByRole('group', { name: 'Suggested' })).getAllByRole('option')).toHaveLength(4);
    click(screen.getByRole('button', { name: 'Contract' }));
    await elapse(20);
    expect(optionNames()).toEqual(['BTC/USDT USDT-M1.50+3.00%', 'ETH/USD COIN-M1.50+4.00%']);
  });

  it('shows results only after a 500 ms pause in typing, loading meanwhile', async () => {
    renderPage(<SearchButton />);
    await open();
    type('et');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await elapse(499);
    expect(optionNames()).toEqual([]);
    type('eth');
    await elapse(499);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await elapse(1);
    expect(screen.getByRole('group', { name: 'Results' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['ETH/USDT1.50-2.00%']);
    type('zzz');
    await elapse(500);
    expect(screen.getByText('No markets found')).toBeInTheDocument();
  });

  it('moves through the options with the arrow keys and opens the market on Enter', async () => {
    const { router } = renderPage(<SearchButton />, { path: '/home/index', initial: '/home/index' });
    await open();
    const input = screen.getByRole('combobox');
    press('ArrowDown');
    press('ArrowDown');
    const second = within(screen.getByRole('group', { name: 'Hot' })).getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    press('ArrowUp');
    press('ArrowUp');
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    press('ArrowDown');
    press('Enter');
    await elapse(0);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exchange/full-screen/BTC_USDT');
  });
});
