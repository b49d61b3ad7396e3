import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const alias = { "~": path("./app"), "remix-build": path("./build/server/index.js") };

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which is one worker on a 2-core machine; a worker test file spends
    // most of its time importing the Worker's module graph into a fresh workerd, which overlaps well with another.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
        },
      },
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            main: "./app/server/worker.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations(path("./app/server/directory/migrations")) },
            },
          })),
        ],
        test: {
          name: "worker",
          // The Worker imports Remix's CommonJS runtime directly; pre-bundling it
          // lets workerd load turbo-stream (its require() otherwise yields undefined).
          deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
          include: ["tests/worker/**/*.test.ts"],
          // argon2 hashing dominates these tests; a busy machine must not turn slowness into failure.
          testTimeout: 20_000,
          // Fixtures that sign people in (buildWorld) hash passwords too: a loaded CI machine took over 10 s.
          hookTimeout: 60_000,
          setupFiles: ["./tests/worker/setup.ts"],
        },
      },
    ],
  },
});
