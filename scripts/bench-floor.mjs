// `npm run bench -- --floor`: what the smallest server-rendered React Router page costs on this
// machine, against the same server's /healthz, side by side in one run. The page is one route
// with one loader and an <h1>, built with this project's react-router and React, served by Fastify
// through createRequestHandler (a Fetch Request in, the Response's bytes out), with no hooks,
// no compression and no CSP: the framework's own cost, which every page of the site pays before
// its header, content and footer: the least server CPU any page of the site can cost. Writes
// nothing but a throwaway folder in the project (removed at the end).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { cpuMsOf, dropBodies, median } from "./lib/load.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS) || 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 16;
const PORT = Number(process.env.BENCH_PORT) || 3640;
const ACCEPT = { "accept-encoding": "gzip, br", "accept-language": "en" };

// Inside the project, so that the app and its server resolve this project's node_modules.
const dir = path.join(root, `.bench-floor-${process.pid}`);
const files = {
  "package.json": JSON.stringify({
    name: "bench-floor",
    private: true,
    type: "module",
    dependencies: { "@react-router/node": "*", react: "*", "react-dom": "*", "react-router": "*" },
  }),
  "react-router.config.mjs": "export default { ssr: true };\n",
  "vite.config.mjs": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [reactRouter()], logLevel: "warn" });
`,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";
export default [index("routes/home.tsx")];
`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><Meta /><Links /></head>
      <body>{children}<Scripts /></body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
`,
  "app/routes/home.tsx": `export function loader() {
  return { title: "Dokuma" };
}
export default function Home({ loaderData }: { loaderData: { title: string } }) {
  return <h1>{loaderData.title}</h1>;
}
`,
  "server.mjs": `import Fastify from "fastify";
import { createRequestHandler } from "react-router";
const handle = createRequestHandler(await import("./build/server/index.js"), "production");
const app = Fastify();
app.get("/healthz", async () => ({ status: "ok" }));
app.get("/*", async (request, reply) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const response = await handle(new Request(\`http://\${request.host}\${request.url}\`, { headers }));
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(Buffer.from(await response.arrayBuffer()));
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
`,
};

async function measure(pid, url) {
  const before = cpuMsOf(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: ACCEPT,
    setupClient: dropBodies,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    cpuUs: ((cpuMsOf(pid) - before) * 1000) / Math.max(1, result.requests.total),
  };
}

let server;
try {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  server = spawn(process.execPath, ["server.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${PORT}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok && (await fetch(`${origin}/`)).ok) break;
    } catch {
      if (tries > 100) throw new Error("the page's server did not start");
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const runs = { healthz: [], page: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.healthz.push(await measure(server.pid, `${origin}/healthz`));
    runs.page.push(await measure(server.pid, `${origin}/`));
  }
  const healthz = median(runs.healthz.map((r) => r.rps));
  const page = median(runs.page.map((r) => r.rps));
  console.info(
    `React Router's floor (${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, medians)`,
  );
  console.info(
    `  /healthz          ${Math.round(healthz)} req/s, ${median(runs.healthz.map((r) => r.cpuUs)).toFixed(0)} µs of server CPU a request`,
  );
  console.info(
    `  one-route page    ${Math.round(page)} req/s, ${median(runs.page.map((r) => r.cpuUs)).toFixed(0)} µs of server CPU a request`,
  );
  console.info(`  ratio             ${(page / healthz).toFixed(3)}× /healthz`);
} finally {
  server?.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
