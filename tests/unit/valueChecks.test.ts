import { describe, expect, it } from "vitest";
import { fetchValueChecker, pendingValue } from "~/components/columns/valueChecks";

/**
 * A value cell's edit on its way (decision 0105): the checker (zod) is fetched when an editor first
 * shows, not with the page; until it arrives the saved value shows, then the form's value as the
 * server will read it.
 */
describe("the value an edit on its way shows", () => {
  const budget = { type: "CURRENCY" as const, config: { currency: "EUR" as const } };
  const rating = { type: "RATING" as const, config: { max: 3 } };

  it("is none before the checker arrives, then the form's value checked as the server reads it", async () => {
    expect(pendingValue(budget, ["1,250.50"])).toBeNull();
    await fetchValueChecker();
    expect(pendingValue(budget, ["1,250.50"])).toEqual({ ok: true, value: 1250.5 });
    expect(pendingValue(budget, [""])).toEqual({ ok: true, value: null });
    expect(pendingValue(rating, ["4"])).toEqual({ ok: false, message: "Rating is a whole number from 1 to 3" });
  });

  it("fetches the checker once, however many editors ask", () => {
    expect(fetchValueChecker()).toBe(fetchValueChecker());
  });
});
