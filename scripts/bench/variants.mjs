// Copies of this checkout with one of the dependency patches of decisions 0033 and 0034 taken out
// again (issue 23 §2: a patch stays only while the bench shows what it earns). The copy has this
// checkout's files (committed or not) and its node_modules as hard links, except the patched files,
// which are copied and reversed there; this checkout is never touched.
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

const ROOT = new URL("../../", import.meta.url).pathname;

/** The patches a variant can leave out, by a short name. */
export const PATCHES = {
  "route-matching cache (decision 0033)": "@remix-run+router+1.23.3.patch",
  "stream renderer writes strings (decision 0034)": "react-dom+18.3.1.patch",
};

/** A checkout without the patch `file` of patches/: its root, ending in "/". */
export function checkoutWithout(file) {
  const root = `${ROOT}.wrangler/bench-variants/without-${file.replace(/[^a-z0-9.-]+/gi, "_")}/`;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execSync(`git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - | tar -xf - -C '${root}'`, {
    cwd: ROOT,
    shell: "/bin/bash",
  });
  execFileSync("cp", ["-al", `${ROOT}node_modules`, `${root}node_modules`]);
  const patch = `${ROOT}patches/${file}`;
  for (const [, path] of readFileSync(patch, "utf8").matchAll(/^diff --git a\/(\S+)/gm)) {
    execFileSync("cp", ["--remove-destination", `${ROOT}${path}`, `${root}${path}`]); // its own copy, not a link to ours
  }
  execFileSync("patch", ["-p1", "-R", "--silent", "-d", root, "-i", patch]);
  return root;
}
