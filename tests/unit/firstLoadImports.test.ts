import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The first signed-in load (the pageWeight row of `npm run bench`, ≤ 150 KiB of gzip JavaScript) must
 * not bring zod into the browser: it is 27 KiB compressed, and importing any value from a schema
 * module brings all of it (a zod schema built at module level cannot be tree-shaken). The shell and
 * my-space take their constants from zod-free modules of app/lib instead.
 *
 * Walks the static imports the browser build follows from the first load's route modules; modules
 * of the server (`*.server.ts`, app/server/) are skipped, as Remix's compiler leaves them out.
 */
const FIRST_LOAD = ["app/root.tsx", "app/entry.client.tsx", "app/routes/_app.tsx", "app/routes/_app.my-space.tsx"];

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/") ? join("app", specifier.slice(2)) : specifier.startsWith(".") ? join(dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** The value imports of a module (type-only imports are erased): its specifiers. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)) continue;
    } else if (statement.isTypeOnly) continue;
    specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return specifiers;
}

/** Every package the first load of `entries` imports, with the chain of modules that brings it. */
function packagesOfFirstLoad(entries: string[] = FIRST_LOAD): Map<string, string[]> {
  return firstLoad(entries).packages;
}

/** The app's modules and the packages the first load of `entries` reaches, each package with the chain of modules that brings it. */
function firstLoad(entries: string[]): { modules: string[]; packages: Map<string, string[]> } {
  const parents = new Map<string, string | null>();
  const packages = new Map<string, string[]>();
  const chain = (file: string) => {
    const modules: string[] = [];
    for (let at: string | null | undefined = file; at; at = parents.get(at)) modules.unshift(at);
    return modules;
  };
  const visit = (file: string, parent: string | null) => {
    if (parents.has(file)) return;
    parents.set(file, parent);
    if (file.endsWith(".server.ts") || file.endsWith(".server.tsx") || file.startsWith("app/server/")) return;
    for (const specifier of valueImports(file)) {
      const resolved = resolveModule(file, specifier);
      if (resolved) visit(resolved, file);
      else if (!packages.has(specifier)) packages.set(specifier, chain(file));
    }
  };
  for (const entry of entries) visit(entry, null);
  return { modules: [...parents.keys()].filter((file) => !file.endsWith(".server.ts") && !file.endsWith(".server.tsx") && !file.startsWith("app/server/")), packages };
}

const FUNCTION_KINDS = new Set([ts.SyntaxKind.ArrowFunction, ts.SyntaxKind.FunctionDeclaration, ts.SyntaxKind.FunctionExpression, ts.SyntaxKind.MethodDeclaration, ts.SyntaxKind.Constructor, ts.SyntaxKind.GetAccessor, ts.SyntaxKind.SetAccessor]);

/** The `new Intl.…` of a module that run when it is evaluated (outside any function), as `file:line`. */
function intlMadeAtLoad(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (FUNCTION_KINDS.has(node.kind)) return;
    if (ts.isNewExpression(node) && node.expression.getText(source).startsWith("Intl.")) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the first signed-in load's imports", () => {
  const packages = packagesOfFirstLoad();

  it("finds the packages the shell is known to load (the walk works)", () => {
    expect(packages.has("react")).toBe(true);
    expect(packages.has("@remix-run/react")).toBe(true);
  });

  it("brings no zod into the browser", () => {
    expect(zodReached(packages)).toEqual([]);
  });
});

/** zod, or conform's zod adapter, with the chain that brings each. */
const zodReached = (packages: Map<string, string[]>) =>
  [...packages].filter(([name]) => name === "zod" || name.startsWith("zod/") || name.startsWith("@conform-to/zod")).map(([name, chain]) => `${name} through ${chain.join(" → ")}`);

/**
 * Issue 42 §3, decision 0085: drag and drop (dnd-kit) and the rich-text editor (Tiptap) arrive when
 * first needed, through a dynamic import, never with a project view's or a dashboard's first load;
 * the CSV parser (Papa Parse) only with the import and export pages that read or write a CSV.
 */
describe("the project views' and the dashboard's first load", () => {
  const project = [...FIRST_LOAD.slice(0, 3), "app/routes/_app.projects.tsx", "app/routes/_app.projects.$teamId.tsx", "app/routes/_app.projects.$teamId.$projectId.tsx"];
  const pages = {
    List: [...project, "app/routes/_app.projects.$teamId.$projectId._index.tsx"],
    Kanban: [...project, "app/routes/_app.projects.$teamId.$projectId.kanban.tsx"],
    Gantt: [...project, "app/routes/_app.projects.$teamId.$projectId.gantt.tsx"],
    dashboard: [...FIRST_LOAD.slice(0, 3), "app/routes/_app.dashboard_.$dashboardId.tsx"],
  };
  // Decision 0100: a page's first Intl object costs its start-up ICU's set-up (tens of milliseconds on
  // a phone, in the one task that evaluates the page's modules): formatters are made on first use.
  for (const [page, entries] of Object.entries({ "my-space": FIRST_LOAD, ...pages })) {
    it(`${page}: no module makes an Intl formatter when it is evaluated`, () => {
      expect(firstLoad(entries).modules.flatMap(intlMadeAtLoad)).toEqual([]);
    });
  }
  for (const [page, entries] of Object.entries(pages)) {
    // Decision 0105: a form's schema arrives with the form (lazyNamed), a value's checker with its editor.
    it(`${page}: no zod`, () => {
      expect(zodReached(packagesOfFirstLoad(entries))).toEqual([]);
    });
    it(`${page}: no dnd-kit, no Tiptap, no CSV parser`, () => {
      const packages = packagesOfFirstLoad(entries);
      expect(packages.has("@remix-run/react")).toBe(true);
      const late = [...packages].filter(([name]) => name.startsWith("@dnd-kit/") || name.startsWith("@tiptap/") || name === "papaparse");
      expect(late.map(([name, chain]) => `${name} through ${chain.join(" → ")}`)).toEqual([]);
    });
  }
});
