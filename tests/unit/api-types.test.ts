import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";

/** The typed client's types (scripts/examples/meridian-api.d.ts) are the document's: `npm run api:types` after the document changes. */
it("keeps the committed API types equal to a fresh generation from docs/api/openapi.json", { timeout: 60_000 }, () => {
  const fresh = join(mkdtempSync(join(tmpdir(), "api-types-")), "meridian-api.d.ts");
  execFileSync("npx", ["openapi-typescript", "docs/api/openapi.json", "-o", fresh], { stdio: "ignore" });
  expect(readFileSync(fresh, "utf8")).toBe(readFileSync("scripts/examples/meridian-api.d.ts", "utf8"));
});
