import { monitorEventLoopDelay } from "node:perf_hooks";
import { Counter, Gauge } from "prom-client";
import { registry } from "./series";

/**
 * The process's own figures, read when Prometheus scrapes: RSS, heap, CPU, start time and the
 * event loop's delay since the last scrape. In place of prom-client's default set, which also
 * observes every garbage collection: these cost nothing between two scrapes but the delay
 * monitor's sampling (docs/performance.md, "Metrics").
 */
export function collectProcessMetrics() {
  if (registry.getSingleMetric("site_process_resident_memory_bytes")) return;
  const registers = [registry];
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  new Gauge({
    name: "site_process_resident_memory_bytes",
    help: "Resident memory size in bytes.",
    registers,
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: "site_nodejs_heap_bytes",
    help: "V8 heap in use, in bytes (used) and its size (total).",
    labelNames: ["kind"],
    registers,
    collect() {
      const { heapUsed, heapTotal } = process.memoryUsage();
      this.set({ kind: "used" }, heapUsed);
      this.set({ kind: "total" }, heapTotal);
    },
  });
  new Counter({
    name: "site_process_cpu_seconds_total",
    help: "User and system CPU time spent, in seconds.",
    registers,
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });
  new Gauge({
    name: "site_process_start_time_seconds",
    help: "Start time of the process since the Unix epoch, in seconds.",
    registers,
    collect() {
      this.set(Math.round(Date.now() / 1000 - process.uptime()));
    },
  });
  new Gauge({
    name: "site_nodejs_eventloop_delay_seconds",
    help: "Event-loop delay since the previous scrape: p50, p99 and max.",
    labelNames: ["stat"],
    registers,
    collect() {
      this.set({ stat: "p50" }, delay.percentile(50) / 1e9);
      this.set({ stat: "p99" }, delay.percentile(99) / 1e9);
      this.set({ stat: "max" }, delay.max / 1e9);
      delay.reset();
    },
  });
}
