import { ensureTemplate } from "./template";

export default async function setup() {
  if (process.env.TEST_DB !== "postgres") await ensureTemplate();
}
