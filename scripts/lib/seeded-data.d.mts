// Types of seeded-data.mjs for the TypeScript that imports it (playwright.config.ts, tests/e2e).
export declare const SEEDED_ADMIN: { username: string; password: string };
export declare function seededDataDir(): string;
export declare function ensureSeededData(): Promise<string>;
export declare function copySeededData(target: string): Promise<void>;
export declare function freePort(): Promise<number>;
