import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Fewer, larger first-load scripts (docs/decisions/0020): React and the bundler's runtime travel
// as one file, and the site's own modules shared by two or more pages as another, instead of ~20
// files of a few hundred bytes that each cost a request and its headers on a slow phone. Modules
// used by one page stay in that page's file; the chat and Libras layer stay lazy. React Router is
// not in the group: the browser never loads it (docs/decisions/0024), and grouped it would ride
// in the same file as React.
const framework = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// The data schemas: zod, and the modules that build schemas with it at load. The forms' (contact,
// applications, job alerts) use zod/mini and its core only; the content's, the whole of zod. A new
// schema module must be named here, or the shell group takes it, and zod with it, into every page.
const formSchemas =
  /node_modules[\\/]zod[\\/](v4[\\/](core|mini|locales)[\\/]|mini[\\/])|[\\/]common[\\/](contact|applications|alerts)[\\/]schema\.ts$/;
const schemas = /node_modules[\\/]zod[\\/]|[\\/]common[\\/]content[\\/](schema|content-types|editor-meta)\.ts$/;

// The browser entry's static imports (docs/decisions/0046): React-free by design, so the first load
// runs no React. They are a group of their own ("boot", before the shell, which imports React and
// would take them with it); the shell's modules import them from there. Read off the module graph
// as it is parsed, so a module the entry comes to import is in it without being named here.
const staticImports = new Map<string, readonly string[]>();
let entryGraph: Set<string> | null = null;
function inEntryGraph(id: string): boolean {
  if (!entryGraph) {
    entryGraph = new Set();
    const entry = [...staticImports.keys()].find((key) => /[\\/]app[\\/]entry\.client\.tsx$/.test(key));
    const queue = entry ? [entry] : [];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (entryGraph.has(next)) continue;
      entryGraph.add(next);
      queue.push(...(staticImports.get(next) ?? []));
    }
  }
  return entryGraph.has(id);
}

export default defineConfig({
  plugins: [
    reactRouter(),
    {
      name: "lead:entry-graph",
      buildStart() {
        staticImports.clear();
        entryGraph = null;
      },
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
  ],
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
            { name: "framework", test: framework, priority: 3 },
            { name: "boot", test: (id) => inEntryGraph(id) && !framework.test(id), priority: 2.5 },
            // The frame every page shares. Not the pages, which each load on their own page (both
            // their route module and the hydration entry import them, so they count as shared),
            // nor the modules only the chat widget and the contact form share (the HTTP client).
            // Nor the editor's modules, nor the data schemas (zod and what builds on it), which only the
            // editor and the contact and application forms load: in this group they were three quarters
            // of the file every page evaluates at first load (docs/decisions/0031).
            {
              name: "shell",
              test: (id) =>
                /[\\/](app|common)[\\/]/.test(id) &&
                !/[\\/]app[\\/](pages|routes|contact|http|editor)[\\/]/.test(id) &&
                !/[\\/]common[\\/]editor[\\/]/.test(id) &&
                !schemas.test(id) &&
                !formSchemas.test(id),
              minShareCount: 2,
              priority: 2,
            },
            // The schemas, in a file of their own, after the shell has taken what it shares (a group takes
            // its modules' dependencies with it: the shell must not take these, nor these the shell's).
            // The forms' first, so the contact form does not load the content's schemas with them.
            { name: "form-schemas", test: formSchemas, priority: 1.5 },
            { name: "schemas", test: schemas, priority: 1 },
          ],
        },
      },
    },
  },
});
