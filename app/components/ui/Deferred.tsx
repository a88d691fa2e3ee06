import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component whose code is its own chunk, fetched when it first renders: the server renders it
 * in full, and the browser keeps that HTML until the chunk arrives, then hydrates it. For parts
 * of a page that need no script to be read or used (a GET form, static tables), so that they do
 * not weigh on the page's first script (docs/performance.md, "Page weight").
 *
 * Memoized: a parent that renders again with the same props before the chunk arrives leaves the
 * boundary alone (an update to a boundary still waiting to hydrate makes React drop the server's
 * HTML and render the empty fallback until the code is there).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  const Deferred = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return memo(Deferred) as unknown as ComponentType<P>;
}
