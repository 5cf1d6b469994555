import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "erp/**/*.test.ts", "server/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["erp/**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "erp",
          include: ["erp/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
