// One member's margin operations one at a time (borrow, repay, leverage, transfers out, their
// liquidation): each reads the account, judges it and writes, and two interleaved could each pass a
// check that together they break.
export class MemberQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(memberId: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(memberId) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(memberId, tail);
    void tail.then(() => {
      if (this.tails.get(memberId) === tail) this.tails.delete(memberId);
    });
    return result;
  }
}
