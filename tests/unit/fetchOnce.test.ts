import { describe, expect, it } from "vitest";
import { fetchOnce } from "~/lib/fetchOnce";

describe("a module fetched once", () => {
  it("is loaded once, its promise shared by every caller", async () => {
    let loads = 0;
    const fetchModule = fetchOnce(async () => ++loads);
    expect(fetchModule()).toBe(fetchModule());
    expect(await fetchModule()).toBe(1);
    expect(loads).toBe(1);
  });

  it("is tried again after a failed load, which its callers see", async () => {
    let loads = 0;
    const fetchModule = fetchOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return "module";
    });
    await expect(fetchModule()).rejects.toThrow("offline");
    expect(await fetchModule()).toBe("module");
    expect(await fetchModule()).toBe("module");
    expect(loads).toBe(2);
  });
});
