import { today } from "../../../common/dates";

/**
 * Public data held in memory between admin changes: the read models the public pages and the
 * API lists are answered from (the fabric catalogue, the contact details), so a request the
 * answer cache misses (a new URL, the first after a change, PUBLIC_CACHE=0) does not pay for a
 * database round trip and the decoding of its rows.
 *
 * Emptied with the answer cache (server/http/cache/public-cache.ts: every admin write, and with
 * PostgreSQL every other process's write heard over LISTEN/NOTIFY); while that channel is down,
 * every read goes to the database. A fixed, small set of keys: one per read model, never one
 * per URL. Some depend on the date in Istanbul (certificates are shown while valid): the store
 * is also emptied when that date changes, checked at most once a second.
 */
export class PublicData {
  private day = today();
  private nextDayCheck = Date.now() + 1_000;
  private generation = 0;
  /** When the store empties by itself (ms): a read model that changes with the clock set it. */
  private expiresAt = Number.POSITIVE_INFINITY;
  private readonly values = new Map<string, { generation: number; value: Promise<unknown> }>();
  /** False while another process's writes could go unseen (notification channel down). */
  private synced: boolean;

  constructor(options: { needsSync?: boolean } = {}) {
    this.synced = !options.needsSync;
  }

  /**
   * The value of `key`, loaded once per generation: concurrent first reads share one load; a
   * load that fails is not kept; a load under way when a write empties the store is not kept.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.synced) return load();
    this.checkDay();
    if (this.due()) this.invalidate();
    const held = this.values.get(key);
    if (held && held.generation === this.generation) return held.value as Promise<T>;
    const value = load();
    const entry = { generation: this.generation, value };
    this.values.set(key, entry);
    value.catch(() => {
      if (this.values.get(key) === entry) this.values.delete(key);
    });
    return value;
  }

  /** True when reads may be answered from memory (false while the channel is down). */
  get active(): boolean {
    return this.synced;
  }

  private checkDay() {
    const now = Date.now();
    if (now < this.nextDayCheck) return;
    this.nextDayCheck = now + 1_000;
    const day = today();
    if (day !== this.day) {
      this.day = day;
      this.invalidate();
    }
  }

  invalidate() {
    this.generation++;
    this.values.clear();
    this.expiresAt = Number.POSITIVE_INFINITY;
  }

  /**
   * Empties the store at `time` (ms since the epoch) at the latest, and with it the answer cache
   * (server/http/cache/store.ts asks `due()`): a read model whose answers change with the clock
   * (stock figures that go stale) calls it when it loads.
   */
  expireAt(time: number) {
    if (time < this.expiresAt) this.expiresAt = time;
  }

  /** True once the time set by `expireAt` has come. */
  due(now = Date.now()): boolean {
    return now >= this.expiresAt;
  }

  setSynced(synced: boolean) {
    this.invalidate();
    this.synced = synced;
  }
}
