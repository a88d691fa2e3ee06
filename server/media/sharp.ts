import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * The image library, loaded on first use: its native code adds some 19 MB to the process,
 * which a server that only answers pages and reads (no upload since it started) never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => {
    // libvips keeps up to 50 MB of finished operations by default, for pipelines that read the
    // same file again; every image here is read once (an upload, a spec sheet's photo).
    module.default.cache(false);
    return module.default;
  });
  return loading;
}
