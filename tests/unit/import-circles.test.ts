import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { noImportCircles } from "../../scripts/lint/importCircles.mjs";

/** The lint rule of decision 0094, run on a real file of app/ as an editor would hand it over. */
function circlesIn(path: string, text = readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), "utf8")) {
  const config = {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { meridian: { rules: { "no-import-circles": noImportCircles } } },
    rules: { "meridian/no-import-circles": "error" as const },
  };
  return new Linter({ configType: "flat" }).verify(text, [config], { filename: fileURLToPath(new URL(`../../${path}`, import.meta.url)) });
}

describe("no import circles (decision 0094)", () => {
  // The first run reads the whole of app/ once.
  beforeAll(() => void circlesIn("app/lib/searchParams.ts"), 60_000);

  it("passes a file of app/ as it stands", () => {
    expect(circlesIn("app/components/archive/RowActions.tsx")).toEqual([]);
  });

  it("refuses a type-only import that leads back, and names the chain", () => {
    const text = `import type { ArchiveBinScreen } from "./ArchiveBinScreen";\n${readFileSync(fileURLToPath(new URL("../../app/components/archive/RowActions.tsx", import.meta.url)), "utf8")}`;
    const [problem, ...others] = circlesIn("app/components/archive/RowActions.tsx", text);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ ruleId: "meridian/no-import-circles", line: 1 });
    expect(problem.message).toContain("app/components/archive/RowActions.tsx → app/components/archive/ArchiveBinScreen.tsx → app/components/archive/RowActions.tsx");
  });

  it("counts a dynamic import too", () => {
    const text = `export const screen = () => import("../routes/_app.archive");\n`;
    const problems = circlesIn("app/lib/searchParams.ts", text);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining("Import circle: app/lib/searchParams.ts → app/routes/_app.archive")]);
  });
});
