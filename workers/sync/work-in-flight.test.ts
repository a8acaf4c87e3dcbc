import { describe, expect, it, vi } from 'vitest';
import { WorkInFlight } from './work-in-flight.ts';

describe('WorkInFlight', () => {
  it('is idle at once when nothing runs', async () => {
    await expect(new WorkInFlight().idle(1_000)).resolves.toBeUndefined();
  });

  it('keeps a waiter until the last piece of work ends, and passes results and failures through', async () => {
    const work = new WorkInFlight();
    let finishFirst: (value: string) => void = () => undefined;
    let failSecond: (error: Error) => void = () => undefined;
    const first = work.run(() => new Promise<string>((resolve) => (finishFirst = resolve)));
    const second = work.run(() => new Promise<string>((_, reject) => (failSecond = reject)));
    let isIdle = false;
    const idle = work.idle(60_000).then(() => (isIdle = true));

    finishFirst('detail');
    await expect(first).resolves.toBe('detail');
    expect(isIdle).toBe(false);

    failSecond(new Error('offline'));
    await expect(second).rejects.toThrow('offline');
    await idle;
    expect(isIdle).toBe(true);
  });

  it('lets a waiter go after its time when work stalls', async () => {
    vi.useFakeTimers();
    try {
      const work = new WorkInFlight();
      void work.run(() => new Promise(() => undefined));
      let isIdle = false;
      const idle = work.idle(500).then(() => (isIdle = true));
      await vi.advanceTimersByTimeAsync(499);
      expect(isIdle).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await idle;
      expect(isIdle).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
