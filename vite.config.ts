import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Small modules that every public page loads (cookies, constants, links, the language rule and
// the catalogue sections and their loader) go into one chunk: as separate files each costs a request and its own
// gzip frame for a few hundred bytes (docs/performance.md, "Page weight").
const SITE_BASE =
  /[\\/](common[\\/](cookies|constants|dates|i18n[\\/]language)\.ts|app[\\/]lib[\\/](links|seo|images)\.ts|app[\\/]i18n[\\/](browser-language|catalogues|language|sections|gate|embedded|translation|instance)\.tsx?|app[\\/]i18n[\\/]page-sections\.json)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  server: { hmr: true },
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "site-base", test: SITE_BASE }] } } } },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's SCSS predates the Sass module system: keep the build output readable.
        quietDeps: true,
        silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
      },
    },
  },
}));
