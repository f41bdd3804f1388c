import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/blobs-server.ts"],
    setupFiles: ["tests/setup/each-file.ts"],
    // A zone that is neither UTC nor Chicago, so code that forgets to name a zone shows up.
    env: { APP_ENV: "test", TZ: "Asia/Tokyo" },
    testTimeout: 20_000,
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
  },
});
