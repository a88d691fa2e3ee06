import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * The image library, loaded on first use: its native code adds some 19 MB to the process,
 * which a server that only answers pages and reads (no upload since it started) never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
