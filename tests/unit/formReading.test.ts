import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Architecture invariant 4 and decision 96: a post's form is read by its page's intent table
 * (app/intents/), into the API's own input schema by the one pre-processor. No route module, lib
 * or component reads a posted form by hand (`form.get`, `formData.getAll`…), and no component
 * holds a server action (a `.server.ts` module under app/components).
 */
const SCANNED = ["app/routes", "app/lib", "app/components"];

/** Client code reading a form it is sending, for an optimistic view: not a server's reading of a post. */
const CLIENT_READERS: Record<string, string> = {
  "app/components/EditForm.tsx": "the form whose edit is in flight (useFetchers), to show its pending value",
  "app/components/gantt/GanttView.tsx": "the dates of a task form in flight, to draw its bar where it is going",
  "app/components/archive/ArchiveBinScreen.tsx": "the rows a restore or confirmed delete in flight takes off the screen",
};

/** A FormData read by a name (`form.get(`, `formData?.getAll(`), not a fetcher's or navigation's `.formData` seen from the client. */
const HAND_READING = /(?<![.\w])(?:form|formData)\??\.get(?:All)?\(/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe("forms are read by the intent layer only", () => {
  const files = SCANNED.flatMap(filesUnder);

  it("no route, lib or component reads a posted form by hand", () => {
    const readers = files.filter((file) => !Object.hasOwn(CLIENT_READERS, file) && HAND_READING.test(readFileSync(file, "utf8")));
    expect(readers).toEqual([]);
  });

  it("each allowed reader still reads a form (the list does not outlive its reason)", () => {
    for (const file of Object.keys(CLIENT_READERS)) expect(HAND_READING.test(readFileSync(file, "utf8")), file).toBe(true);
  });

  it("no component holds a server action", () => {
    expect(filesUnder("app/components").filter((file) => /\.server\.tsx?$/.test(file))).toEqual([]);
  });
});
