/**
 * The layers of the code and who may import whom (docs/architecture.md draws them).
 * `npm run check:deps` checks every import of app/, server/, common/ and scripts/ against these
 * rules; CI fails on any violation.
 *
 *   common/         facts and schemas both sides read: constants, zod schemas, API types, i18n
 *   server/db, server/http, server/media, server/mail, server/metrics, server/storage, server/backup   the platform
 *   server/modules/<name>/   one REST module each; others use it only through its index.ts
 *   app/            the React pages; reach the server only through types (and the load context)
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "A cycle makes load order matter and hides which layer owns what.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "common-stands-alone",
      severity: "error",
      comment: "common/ is read by the browser and the server: it imports neither.",
      from: { path: "^common/" },
      to: { path: "^(app|server|scripts)/" },
    },
    {
      name: "server-not-app",
      severity: "error",
      comment: "The server never imports the React app; what both read lives in common/.",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-only-types-of-server",
      severity: "error",
      comment:
        "The app reaches server code only as types (its loaders get services through the load context, server/http/site.ts).",
      from: { path: "^app/" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "platform-not-modules",
      severity: "error",
      comment: "server/http, server/db, server/media, server/mail, server/metrics, server/storage and server/backup serve the modules, never the other way round.",
      from: { path: "^server/(http|db|media|mail|metrics|storage|backup)/" },
      to: { path: "^server/modules/" },
    },
    {
      name: "module-through-its-index",
      severity: "error",
      comment: "A module uses another module only through that module's index.ts.",
      from: { path: "^server/modules/([^/]+)/" },
      to: {
        path: "^server/modules/([^/]+)/.+",
        pathNot: ["^server/modules/$1/", "^server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "no-test-code-in-product",
      severity: "error",
      from: { path: "^(app|server|common)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      comment: "Every import resolves (React Router's generated ./+types/* live in .react-router/, see tsconfig rootDirs).",
      to: { couldNotResolve: true, pathNot: "/\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    skipAnalysisNotInRules: true,
  },
};
