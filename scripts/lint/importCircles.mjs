import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The lint rule `meridian/no-import-circles` (decision 0094): an import may not lead, through any
 * chain of imports, back to the file that makes it. Every import counts: a type-only one, a
 * dynamic `import()` and a `typeof import()` too, since each ties the two files' layers together
 * (import-x/no-cycle skips type-only imports). The graph of `app/` is read once per lint run
 * (TypeScript's pre-processor and its module resolution, so `~/` resolves as tsconfig.json says)
 * and cut into strongly connected components once; the file being linted is read from the editor's
 * text, so a change not yet saved is judged too.
 */

const SOURCE = /\.(ts|tsx)$/;
/** The repository: this file is scripts/lint/importCircles.mjs. */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** What a lint run knows of the tree: the compiler's options and every file's imports, resolved. */
function readTree(root) {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = config?.options ?? {};
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const app = path.join(root, "app") + path.sep;
  /** The files of app/ that `text` (the file `file`) imports, each with where the import stands. */
  const importsOf = (file, text) =>
    ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName, pos, end }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
      const target = resolved?.resolvedFileName;
      return target && !resolved.isExternalLibraryImport && target.startsWith(app) && !target.endsWith(".d.ts") ? [{ target: path.normalize(target), pos, end }] : [];
    });
  const texts = new Map(sourceFiles(app).map((file) => [file, readFileSync(file, "utf8")]));
  const imports = new Map([...texts].map(([file, text]) => [file, importsOf(file, text)]));
  const graph = new Map([...imports].map(([file, edges]) => [file, edges.map((edge) => edge.target)]));
  return { importsOf, texts, imports, graph, components: componentsOf(graph) };
}

/** Tarjan's strongly connected components: each file's component, files that import each other in a loop sharing one. */
function componentsOf(graph) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (!component.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) === index.get(file)) {
      let member;
      do {
        member = stack.pop();
        component.set(member, file);
      } while (member !== file);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return component;
}

/** The shortest chain of imports from `from` back to `to`, inside their component. */
function chainBack(tree, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const target of tree.graph.get(file) ?? []) {
      if (previous.has(target) || tree.components.get(target) !== tree.components.get(from)) continue;
      previous.set(target, file);
      queue.push(target);
    }
  }
  const chain = [];
  for (let file = to; file !== null && file !== undefined; file = previous.get(file)) chain.unshift(file);
  return chain;
}

/** The tree as read once in this process. */
let savedTree = null;

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCircles = {
  meta: {
    type: "problem",
    docs: { description: "Forbid an import that leads back to the importing file (docs/architecture.md, the layers)" },
    schema: [],
    messages: {
      circle: "Import circle: {{chain}}. Move what both sides share into a small module below both, named for what it holds (docs/architecture.md, the layers).",
    },
  },
  create(context) {
    const file = path.normalize(context.physicalFilename);
    savedTree ??= readTree(ROOT);
    let tree = savedTree;
    if (!tree.graph.has(file)) return {};
    let imports = tree.imports.get(file);
    if (context.sourceCode.text !== tree.texts.get(file)) {
      // The editor's text differs from the file as read: judge this file as it is now.
      imports = tree.importsOf(file, context.sourceCode.text);
      const graph = new Map(tree.graph).set(file, imports.map((edge) => edge.target));
      tree = { ...tree, graph, components: componentsOf(graph) };
    }
    const own = tree.components.get(file);
    return {
      Program() {
        for (const { target, pos, end } of imports) {
          if (tree.components.get(target) !== own || target === file) continue;
          const chain = [file, ...chainBack(tree, target, file)].map((member) => path.relative(ROOT, member));
          context.report({
            loc: { start: context.sourceCode.getLocFromIndex(pos), end: context.sourceCode.getLocFromIndex(end) },
            messageId: "circle",
            data: { chain: chain.join(" → ") },
          });
        }
      },
    };
  },
};
