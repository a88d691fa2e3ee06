// What the operations scripts (backup, restore, storage:migrate) share.

/** Prints one line for the operator and ends the command with exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
