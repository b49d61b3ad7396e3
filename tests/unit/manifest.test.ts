import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

/** Issue 42 §3: Meridian can be added to a phone's home screen; the manifest opens My Space. */
describe("the web app manifest", () => {
  it("names the app, opens My Space standalone, and has an icon of any size and the theme colour", async () => {
    const manifest = JSON.parse(await readFile("public/manifest.webmanifest", "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: "Meridian", short_name: "Meridian", start_url: "/my-space", display: "standalone", theme_color: "#6d5ae6" });
    expect(manifest.icons).toEqual([expect.objectContaining({ src: "/favicon.svg", sizes: "any" })]);
    await expect(readFile("public/favicon.svg", "utf8")).resolves.toContain("<svg");
  });
});
