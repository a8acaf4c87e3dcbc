// Work the sync service lets go first: a detail read (a listing opened while the first copy is stored) is
// counted here, and the start's reconcile waits until none is in flight, or for a bounded time.
/** Counts pieces of work in flight, so that other work can wait until none is. */
export class WorkInFlight {
  private count = 0;
  private waiting: Array<() => void> = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const resume of this.waiting.splice(0)) resume();
    }
  }

  /** Resolves once no work is in flight, or after `atMostMs` (work stalled on a slow network must not hold others). */
  idle(atMostMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      setTimeout(resolve, atMostMs);
    });
  }
}
