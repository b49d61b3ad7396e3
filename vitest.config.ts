import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const alias = { "~": path("./app"), "remix-build": path("./build/server/index.js") };

/**
 * The packages the Worker imports, pre-bundled once for workerd. Each worker test file imports the
 * Worker's module graph into a fresh runtime, one module per round trip: a package of many files
 * costs each test file seconds. Pre-bundling also lets workerd load Remix's CommonJS runtime
 * (turbo-stream's require() otherwise yields undefined).
 */
const WORKER_DEPENDENCIES = [
  "@remix-run/cloudflare", "@remix-run/react", "react", "remix-auth", "remix-auth-form", "cookie",
  "hono", "hono/client", "hono/utils/http-status", "hono/route", "hono/http-exception",
  "hono/factory", "hono/combine", "@hono/zod-openapi", "zod", "@conform-to/react", "@conform-to/zod/v4",
  "@opentelemetry/api", "@opentelemetry/sdk-trace", "@opentelemetry/core", "@opentelemetry/resources",
  "@opentelemetry/propagator-b3", "@opentelemetry/propagator-aws-xray", "@opentelemetry/otlp-transformer",
  "date-fns", "d3-shape", "d3-scale", "fractional-indexing", "papaparse", "fflate",
  "@tiptap/static-renderer/pm/html-string", "@tiptap/starter-kit",
];

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
              // The Remix server build (one self-contained 4 MB module) is loaded by workerd as it is. Through Vite's
              // module runner every test file re-transformed it with a 13 MB source map and evaluated that in a fresh
              // workerd: most of the ~13 s each file spent before its first test.
              modulesRules: [{ type: "ESModule", include: ["**/build/server/index.js"] }],
            },
          })),
        ],
        test: {
          name: "worker",
          deps: { optimizer: { ssr: { enabled: true, include: WORKER_DEPENDENCIES } } },
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
