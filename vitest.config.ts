import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (beside the code, fast, no server) and `e2e` (the built server in real
 * Chromium). Integration tests that open real databases or servers live with the unit ones
 * under the name *.test.ts and start what they need themselves.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["{app,server,common,scripts}/**/*.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["tests/e2e/**/*.e2e.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A state the page reaches (a typing indicator, a focus move, an answer) may take more
          // than expect.poll's default second on a loaded machine; waiting longer costs nothing
          // when it comes and only slows down a failure.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          // Each file starts its own server and browser; two at a time fit a 2-core machine.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
