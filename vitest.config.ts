import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/blobs-server.ts"],
    setupFiles: ["tests/setup/each-file.ts"],
    // A zone that is neither UTC nor Chicago, so code that forgets to name a zone shows up.
    // One session secret for the run, so a cookie survives a test that re-reads the environment.
    env: { APP_ENV: "test", TZ: "Asia/Tokyo", SESSION_SECRET: "test-only-session-secret-0123456789abcdef" },
    testTimeout: 20_000,
    // One file per core: the integration tests spend much of their time waiting on the local Blobs
    // server, so the default (one core left free) left this two-core machine half idle.
    maxWorkers: "100%",
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
  },
});
