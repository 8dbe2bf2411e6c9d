// Answers of the margin calls (margin.ts): borrowable amounts, borrow quotes, repays, account
// properties, the cross borrow list and loans.
import { z } from 'zod';
import type { Page } from '../envelope.ts';
import type { BorrowQuote, CanBorrow, CrossBorrowRow, CrossProperty, IsolatedProperty, LoanRow, MarginAssetRow, RepayResult } from '../margin.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf } from './common.ts';

/** A level as a decimal, or "--" without debt. */
const level = z.string().describe('A decimal level, or "--" without debt');

export const canBorrow = exactly<CanBorrow>()(z.object({ baseCoin: z.string(), baseBalance: decimal, coinCoin: z.string(), coinBalance: decimal }));

export const borrowQuote = exactly<BorrowQuote>()(
  z.object({ coin: z.string(), amount: decimal, dayRate: decimal, hourInterest: decimal, borrowable: decimal, levelAfter: level }),
);

export const repayResult = exactly<RepayResult>()(z.object({ coin: z.string(), interest: decimal, principal: decimal, owed: decimal }));

const assetRow = exactly<MarginAssetRow>()(
  z.object({ coin: z.string(), available: decimal, frozen: decimal, borrowed: decimal, interest: decimal, owed: decimal, dayRate: decimal, minBorrow: decimal }),
);

const figures = {
  borrowLevel: decimal,
  callLevel: decimal,
  liquidationLevel: decimal,
  totalAsset: decimal,
  totalDebt: decimal,
  netBalance: decimal,
  marginLevel: level,
  depositRate: z.string().describe('The level × 100, or "" without debt'),
  risk: z.enum(['none', 'medium', 'high']),
  assets: z.array(assetRow),
};

export const isolatedProperty = exactly<IsolatedProperty>()(
  z.object({
    ...figures,
    symbolName: z.string(),
    baseCoin: z.string(),
    coinCoin: z.string(),
    baseBorrowBalance: decimal,
    coinBorrowBalance: decimal,
    baseInterestAmount: decimal,
    coinInterestAmount: decimal,
    currentLeverageRadio: z.number().int(),
    maxLeverageRadio: z.number().int(),
    borrwBaseDayRate: decimal,
    borrwCoinDayRate: decimal,
    borrowMinBaseCou: decimal,
    borrowMinCoinCou: decimal,
  }),
);

export const crossProperty = exactly<CrossProperty>()(z.object({ ...figures, current_leverage_radio: z.number().int(), syzc: decimal }));

export const crossBorrowRow = exactly<CrossBorrowRow>()(
  z.object({ coinName: z.string(), borrowBalance: decimal, borrowed: decimal, interestAmount: decimal, dayRate: decimal, minBorrow: decimal }),
);

export const loanRow = exactly<LoanRow>()(
  z.object({
    id: z.string(),
    mode: z.enum(['fixed', 'all']),
    symbol_name: z.string(),
    coin: z.string(),
    borrowAmount: decimal,
    nopayAmount: decimal,
    interestAmount: decimal,
    interestPaid: decimal,
    dayRate: decimal,
    hoursCharged: z.number().int(),
    borrowStatus: z.enum(['0', '1']),
    create_time: epochMs,
    repaid_time: epochMs.nullable(),
  }),
);

export const loanPage: z.ZodType<Page<LoanRow>> = pageOf(loanRow);
