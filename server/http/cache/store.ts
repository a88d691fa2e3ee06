import { today } from "../../../common/dates";
import type { PublicData } from "./public-data";

/** One stored answer: its bytes, the headers it was sent with, and its entity tag. */
export type CachedAnswer = {
  /** Encoded once: a hit writes the bytes as they are. */
  body: Buffer;
  /** Compressed copies, made on the first hit that asks for each encoding. */
  encoded?: Partial<Record<"br" | "gzip", Buffer>>;
  etag: string;
  headers: Record<string, string | string[]>;
  /**
   * The complete answer as the first hit of each encoding and scheme sent it, every hook
   * applied (security headers, Vary, Content-Encoding): later hits write it straight to the
   * socket (see sendCached).
   */
  wire?: Record<string, WireAnswer>;
};

export type WireAnswer = { headers: Record<string, string | string[] | number>; body: Buffer };

type Entry = { answer: CachedAnswer; bytes: number };

const MAX_ENTRIES = 4_000;
const MAX_BYTES = 48 * 1024 * 1024;

/**
 * Answers of public reads (API JSON and server-rendered pages), kept in memory until the next
 * admin change. Every admin write (any non-GET request made with a session) empties it and
 * bumps the generation; a read stores its answer only if no write happened since the read
 * began, so an answer computed from data older than a write is never kept. With PostgreSQL,
 * writes made by other processes arrive over LISTEN/NOTIFY; while that channel is down nothing
 * is served from or stored in the cache. Exhibition lists depend on the date in Istanbul: the
 * cache is also emptied when that date changes.
 */
export class PublicCache {
  generation = 0;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private day = today();
  private nextDayCheck = Date.now() + 1_000;
  /** False while another process's writes could go unseen (notification channel down). */
  private synced: boolean;
  /** The read models, emptied with the answers. */
  private readonly data: PublicData | undefined;

  constructor(
    readonly enabled: boolean,
    options: { needsSync?: boolean; data?: PublicData } = {},
  ) {
    this.synced = !options.needsSync;
    this.data = options.data;
  }

  /** True when answers may be served from and stored in the cache right now. */
  get active(): boolean {
    if (!this.enabled || !this.synced) return false;
    const now = Date.now();
    if (now >= this.nextDayCheck) {
      this.nextDayCheck = now + 1_000;
      const day = today();
      if (day !== this.day) {
        this.day = day;
        this.invalidate();
      }
    }
    // A read model that changes with the clock (stock going stale) asked to be emptied by now.
    if (this.data?.due(now)) this.invalidate();
    return true;
  }

  get(key: string): CachedAnswer | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: eviction takes the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** Stores an answer computed by a read that began at `generation`. */
  set(key: string, generation: number, answer: CachedAnswer) {
    if (!this.active || generation !== this.generation) return;
    const bytes = answer.body.length + key.length * 2 + 512;
    if (bytes > MAX_BYTES / 16) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { answer, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  invalidate() {
    this.data?.invalidate();
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Called by the PostgreSQL notification listener when it connects or loses its connection. */
  setSynced(synced: boolean) {
    // Whatever happened while the channel was down is unknown: start empty either way.
    this.invalidate();
    this.synced = synced;
    this.data?.setSynced(synced);
  }

  get size(): number {
    return this.entries.size;
  }
}
