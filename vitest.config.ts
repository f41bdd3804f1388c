import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/blobs-server.ts"],
    setupFiles: ["tests/setup/each-file.ts"],
    env: { APP_ENV: "test", TZ: "UTC" },
    testTimeout: 20_000,
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
  },
});
