// JavaScript a first visit downloads, gzip-compressed file by file: from the Remix build manifest
// (the entry client, root and the page's route chain, each with its imports), for pages whose
// served HTML loads scripts at all; any other /build/ script the HTML loads is counted too.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { request } from "./http.mjs";

const PUBLIC = new URL("../../public", import.meta.url).pathname;

function readManifest() {
  const file = readdirSync(`${PUBLIC}/build`).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no public/build/manifest-*.js: build the app first");
  const source = readFileSync(`${PUBLIC}/build/${file}`, "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

function manifestScripts(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id = routeId; id; id = manifest.routes[id].parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}

/** Scripts the HTML makes the browser fetch: module preloads, script sources and module imports. */
const LOADED_SCRIPT = /(?:rel="modulepreload" href=|<script[^>]* src=|\bimport\b[^"';]*?|\bimport\()\s*"(\/build\/[^"]+\.js)"/g;
const htmlScripts = (html) => new Set([...html.matchAll(LOADED_SCRIPT)].map((match) => match[1]));

// The manifest spells each path segment as the static assets layer serves it ("$" as "%24", decision 0085).
const gzipBytes = (file) => gzipSync(readFileSync(`${PUBLIC}${decodeURIComponent(file)}`), { level: 9 }).length;

/** `pages`: { name, host, path, routeId, cookie? }; answers KiB of gzip JavaScript and file count per page. */
export async function pageWeights(port, pages) {
  const manifest = readManifest();
  const weights = [];
  for (const page of pages) {
    const response = await request(port, page.host, page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });
    if (response.status !== 200) throw new Error(`${page.host}${page.path} answered ${response.status}`);
    const inHtml = htmlScripts(response.body);
    const files = inHtml.size === 0 ? new Set() : new Set([...manifestScripts(manifest, page.routeId), ...inHtml]);
    const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    weights.push({ ...page, kib: bytes / 1024, files: files.size });
  }
  return weights;
}
