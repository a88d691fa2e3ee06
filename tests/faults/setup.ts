import { afterAll } from "vitest";
import { cleanupAll } from "./harness";

afterAll(async () => {
  await cleanupAll();
});
