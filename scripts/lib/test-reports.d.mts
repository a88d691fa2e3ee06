// Types of test-reports.mjs for the TypeScript that imports it (tests/unit/test-reports.test.ts).
export declare function collectFailures(options: { root?: string; results: string; projects: string[] }): {
  failedTests: string[];
  counts: { passed: number; failed: number; skipped: number };
};
export declare function slowestFiles(options: {
  root: string;
  results: string;
  projects: string[];
}): { suite: string; file: string; seconds: number }[];
