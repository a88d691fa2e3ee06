/**
 * Costly work bounded in flight: at most `concurrency` tasks run at once, others wait in line,
 * and past `queueMax` waiting the task is refused with the error `refuse` makes (a 503 with
 * Retry-After, logged as a warning), so a burst cannot take every core or grow memory without
 * bound. Password hashes (modules/auth) and spec sheets (modules/fabrics) go through one each.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    readonly concurrency: number,
    readonly queueMax: number,
    private readonly refuse: () => Error,
  ) {}

  /** Work started now or waiting (for tests and diagnostics). */
  get size() {
    return this.running + this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else {
      if (this.waiting.length >= this.queueMax) throw this.refuse();
      // The slot is handed over by the finishing task: `running` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
