import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Fewer, larger first-load scripts (docs/decisions/0020): React, React Router and the bundler's
// runtime travel as one file, and the site's own modules shared by two or more routes as another,
// instead of ~20 files of a few hundred bytes that each cost a request and its headers on a slow
// phone. Modules used by one route stay in that route's file; the chat and Libras layer stay lazy.
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]|rolldown[\\/:]runtime/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    cssMinify: true,
    assetsInlineLimit: 0,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework, priority: 2 },
            // Not the modules only the chat widget and the contact form share (the HTTP client).
            {
              name: "shell",
              test: (id) => /[\\/](app|common)[\\/]/.test(id) && !/[\\/]app[\\/]http[\\/]/.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
