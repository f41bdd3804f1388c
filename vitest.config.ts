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
    // The function tests read one route from one address up to about 150 times a minute, over the
    // public-read limit a parent never nears; public-reads.test.ts sets its own.
    env: {
      APP_ENV: "test",
      TZ: "Asia/Tokyo",
      SESSION_SECRET: "test-only-session-secret-0123456789abcdef",
      PUBLIC_READS_PER_MINUTE: "100000",
    },
    testTimeout: 20_000,
    // Every sign-in writes a line of the security log (src/lib/server/security-log.ts); the tests
    // that read those lines capture them, the others would only bury their own output under them.
    onConsoleLog: (log) => !log.startsWith('{"log":"security"'),
    // One file per core: the default leaves one core free, which on two cores meant one file at a time.
    maxWorkers: "100%",
    // Files share their worker's modules rather than import zod, luxon and the whole API again
    // each (a third of the run's time). They can: each file opens its own Blobs site, gives back
    // the environment and the globals it changes, and resets the stores it uses; shuffled file
    // orders (`--sequence.shuffle.files`) pass as well.
    isolate: false,
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
  },
});
