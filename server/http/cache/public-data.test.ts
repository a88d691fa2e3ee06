import { describe, expect, it } from "vitest";
import { PublicData } from "./public-data";

/** A load the test finishes by hand, counting how often it was started. */
function loader<T>() {
  let starts = 0;
  const pending: { resolve(value: T): void; reject(error: Error): void }[] = [];
  const load = () => {
    starts++;
    return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { load, starts: () => starts, pending };
}

describe("PublicData", () => {
  it("loads once for concurrent and later reads, until a change empties it", async () => {
    const data = new PublicData();
    const l = loader<string>();
    const first = data.read("k", l.load);
    const second = data.read("k", l.load);
    expect(l.starts()).toBe(1);
    l.pending[0]!.resolve("v1");
    expect(await first).toBe("v1");
    expect(await second).toBe("v1");
    expect(await data.read("k", l.load)).toBe("v1");
    expect(l.starts()).toBe(1);

    data.invalidate();
    const third = data.read("k", l.load);
    expect(l.starts()).toBe(2);
    l.pending[1]!.resolve("v2");
    expect(await third).toBe("v2");
  });

  it("does not keep a load that was under way when a change came", async () => {
    const data = new PublicData();
    const l = loader<string>();
    const stale = data.read("k", l.load);
    data.invalidate();
    l.pending[0]!.resolve("read before the change");
    expect(await stale).toBe("read before the change");
    const fresh = data.read("k", l.load);
    expect(l.starts()).toBe(2);
    l.pending[1]!.resolve("read after the change");
    expect(await fresh).toBe("read after the change");
  });

  it("does not keep a failed load", async () => {
    const data = new PublicData();
    const l = loader<string>();
    const failed = data.read("k", l.load);
    l.pending[0]!.reject(new Error("database unavailable"));
    await expect(failed).rejects.toThrow("database unavailable");
    const again = data.read("k", l.load);
    expect(l.starts()).toBe(2);
    l.pending[1]!.resolve("v");
    expect(await again).toBe("v");
  });

  it("reads through to the loader while another process's changes could go unheard", async () => {
    const data = new PublicData({ needsSync: true });
    let loads = 0;
    const load = async () => ++loads;
    expect(await data.read("k", load)).toBe(1);
    expect(await data.read("k", load)).toBe(2);
    data.setSynced(true);
    expect(await data.read("k", load)).toBe(3);
    expect(await data.read("k", load)).toBe(3);
    data.setSynced(false);
    expect(await data.read("k", load)).toBe(4);
    expect(await data.read("k", load)).toBe(5);
  });
});
