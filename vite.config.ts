import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  server: { hmr: true },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's SCSS predates the Sass module system: keep the build output readable.
        quietDeps: true,
        silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
      },
    },
  },
});
