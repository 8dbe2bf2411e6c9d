// Savings (issue 27 part 5, spec §2 /finance/investment): flexible and fixed-term products per
// coin. Members' money sits on the system "savings" pool while it earns, never anywhere the member
// could spend twice; interest is real money the operators put on the "savings_interest" account,
// moved once per holding and day by the accrual job (accrual.ts). The savings property test
// (ledger.property.test.ts here) holds the pool to Σ principal + unpaid interest.
import type { Db } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { serialJob, type JobLog } from '../../serialJob.ts';
import { runAccrual } from './accrual.ts';
import { createFinanceService } from './service.ts';

/** How often the accrual job looks for holdings without today's interest. */
const ACCRUAL_EVERY_MS = 60 * 60_000;

export const createFinance = (db: Db, ledger: Ledger, log: JobLog, clock: () => number = Date.now) => ({
  service: createFinanceService(db, ledger, clock),
  accrual: serialJob('savings interest accrual', (now) => runAccrual(db, ledger, now), { everyMs: ACCRUAL_EVERY_MS, log, clock }),
});

export type Finance = ReturnType<typeof createFinance>;
