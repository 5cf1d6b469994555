import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Files run side by side, a worker per core and at least two (Vitest's default leaves one core
    // free): a unit test owns its data, an ERP test file its own database
    // (tests/integration/file-database.ts). The reliability scenarios are one file: they run in turn.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "contract/**/*.test.ts",
            "tests/*.test.ts",
            "erp/**/*.test.ts",
            "server/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: ["erp/**/*.integration.test.ts", "bench/reliability/**", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        // Checks of the production build (npm test runs them right after npm run build).
        test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        // The reliability scenarios under a minute, against the production build (bench/reliability/).
        test: {
          name: "reliability",
          include: ["bench/reliability/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: "erp",
          include: ["erp/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          // Each file's own copy of the seeded database is dropped when the file ends.
          setupFiles: ["tests/integration/file-database-setup.ts"],
          environment: "node",
          // An ERP made without its own VIES double never reaches the real VIES: a closed port.
          env: { VIES_URL: "http://127.0.0.1:9", VIES_TIMEOUT_MS: "1000" },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
