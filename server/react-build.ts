/**
 * Which React build this process loaded: "production", "development", or "none" yet. React's
 * packages choose their bundle from NODE_ENV when first required (react/cjs/react.production.js
 * or react.development.js), so the module cache says which one will render. Only modules that
 * ran count: importing CommonJS from an ES module also parses the branch not taken (for its
 * export names) and leaves it in the cache unloaded.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export function reactBuild(): "production" | "development" | "none" {
  const loaded = Object.entries(require.cache)
    .filter(([file, module]) => module?.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file);
  if (loaded.some((file) => /\.development\.js$/.test(file))) return "development";
  return loaded.length ? "production" : "none";
}
