import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Fewer, larger first-load scripts (docs/decisions/0020): React and the bundler's runtime travel
// as one file, and the site's own modules shared by two or more pages as another, instead of ~20
// files of a few hundred bytes that each cost a request and its headers on a slow phone. Modules
// used by one page stay in that page's file; the chat and Libras layer stay lazy. React Router is
// not in the group: the browser never loads it (docs/decisions/0024), and grouped it would ride
// in the same file as React.
const framework = /node_modules[\\/](react|react-dom|scheduler|cookie)[\\/]|rolldown[\\/:]runtime/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    cssMinify: true,
    assetsInlineLimit: 0,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    modulePreload: {
      // A page's stylesheets are already in the document, inline (app/components/PageStyles.tsx):
      // loading its module must not fetch them again as <link>s.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith(".css")),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework, priority: 2 },
            // The frame every page shares. Not the pages, which each load on their own page (both
            // their route module and the hydration entry import them, so they count as shared),
            // nor the modules only the chat widget and the contact form share (the HTTP client).
            {
              name: "shell",
              test: (id) => /[\\/](app|common)[\\/]/.test(id) && !/[\\/]app[\\/](pages|routes|contact|http)[\\/]/.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
