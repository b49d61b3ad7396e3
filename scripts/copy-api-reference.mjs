// Copies the API reference's standalone bundle (@scalar/api-reference, 4 MB, too large to commit)
// into the Worker's static assets, where /api/v2/docs loads it from (decision 0086). Run by
// `npm run build` and scripts/serve.sh.
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

// (The package's exports leave out package.json: read it from its folder.)
const folder = join("node_modules", "@scalar", "api-reference");
const { version } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
const target = join("public", "api-reference", "scalar.js");
mkdirSync(dirname(target), { recursive: true });
copyFileSync(join(folder, "dist", "browser", "standalone.js"), target);
console.log(`API reference: @scalar/api-reference ${version} → ${target}`);
