import { describe, expect, it, vi } from "vitest";
import {
  canUpgradeFrom,
  comparisonRows,
  formatRupees,
  FREE_PLAN_LIMITS,
  PLAN_FEATURES,
  PLAN_LIMIT_MESSAGES,
  planButton,
  planIncludes,
  planSummary,
  trialMonths,
  trialTerms,
  withinPlanLimit,
  type Plan,
} from "~/lib/plans";
import { ganttTeaser, limitReachedModal, readSubscriptionModal, safeReturnPath, subscriptionHref } from "~/lib/subscriptionModal";
import { ConfirmUpgradeSchema, RequestUpgradeSchema } from "~/schemas/subscription";
import { FeedbackSchema, RATING_MESSAGE } from "~/schemas/feedback";

const plan = (id: string, isUpgradeAble: boolean, features: Array<[string, string]> = []): Plan => ({
  _id: id,
  name: id,
  duration: 90,
  price: 100,
  cardColor: "#fff",
  cardFeatures: [],
  featuresList: [{ features: features.map(([identifier, value]) => ({ identifier, value })) }],
  frontEndParams: { displayName: id, subtitle: "", image: "", pricingText: "", isUpgradeAble },
  limits: {},
});

const PLANS = [plan("free", false), plan("starter", true), plan("business", true), plan("enterprise", false)];
const buttons = (current: string | null) => PLANS.map((candidate) => planButton(candidate, PLANS, current).label);

describe("the free trial (spec §9)", () => {
  it("lasts the plan's duration divided by 30, in months", () => {
    expect(trialMonths(90)).toBe(3);
    expect(trialMonths(180)).toBe(6);
    expect(trialMonths(365)).toBe(12);
    expect(trialMonths(0)).toBe(0);
  });

  it("states unlimited seats, activation in 24-48 hours and standard pricing afterwards", () => {
    expect(trialTerms(90)).toEqual({
      length: "3-month",
      summary: "Your 3-month free trial comes with unlimited seats.",
      activation: "Your plan will be activated within 24-48 hours.",
      afterwards: "After the trial you will be charged at standard pricing.",
    });
  });

  it("shows prices in rupees", () => {
    expect(formatRupees(499)).toBe("₹499");
    expect(formatRupees(125000)).toBe("₹1,25,000");
  });
});

describe("the pricing buttons (spec §4)", () => {
  it("reads Current Plan for the current plan, a disabled Upgrade before it, Contact Us for plans one cannot upgrade to", () => {
    expect(buttons("free")).toEqual(["Current Plan", "Upgrade", "Upgrade", "Contact Us"]);
    expect(PLANS.map((candidate) => planButton(candidate, PLANS, "business").kind)).toEqual(["lower", "lower", "current", "contact"]);
    expect(PLANS.map((candidate) => planButton(candidate, PLANS, "free").kind)).toEqual(["current", "upgrade", "upgrade", "contact"]);
  });

  it("lets a visitor get started on Free and upgrade to the rest", () => {
    expect(buttons(null)).toEqual(["Get started", "Upgrade", "Upgrade", "Contact Us"]);
  });

  it("planUpgrade: some plan after the current one can be upgraded to", () => {
    expect(canUpgradeFrom(PLANS, "free")).toBe(true);
    expect(canUpgradeFrom(PLANS, "starter")).toBe(true);
    expect(canUpgradeFrom(PLANS, "business")).toBe(false);
    expect(canUpgradeFrom(PLANS, "enterprise")).toBe(false);
  });

  it("compares every feature of any plan in first-seen order", () => {
    const plans = [plan("a", true, [["Gantt", "/x/cross.svg"], ["Seats", "5"]]), plan("b", true, [["Gantt", "/x/check.svg"], ["Export", "Yes"]])];
    expect(comparisonRows(plans)).toEqual([
      { identifier: "Gantt", values: ["/x/cross.svg", "/x/check.svg"] },
      { identifier: "Seats", values: ["5", ""] },
      { identifier: "Export", values: ["", "Yes"] },
    ]);
  });
});

describe("plan limits", () => {
  it("lets one more in under the cap, none at it; no cap is unlimited", () => {
    expect(withinPlanLimit({ projectsPerTeam: 3 }, "projectsPerTeam", 2)).toBe(true);
    expect(withinPlanLimit({ projectsPerTeam: 3 }, "projectsPerTeam", 3)).toBe(false);
    expect(withinPlanLimit({}, "projectsPerTeam", 10_000)).toBe(true);
  });

  it("turns the API's 402 for a limit into the limit-reached modal (type 1), and nothing else", () => {
    const message = "Your plan's limit of projects per team is reached. Upgrade to add more.";
    expect(limitReachedModal({ status: 402, message })).toEqual({ type: 1, limit: "projectsPerTeam" });
    expect(limitReachedModal({ status: 403, message })).toBeNull();
    expect(limitReachedModal({ status: 402, message: "Other" })).toBeNull();
  });

  it("teases the Gantt view (type 2) for the API's refusal of it only", () => {
    expect(ganttTeaser({ status: 402, message: PLAN_LIMIT_MESSAGES.ganttView })).toEqual({ type: 2 });
    expect(ganttTeaser({ status: 402, message: PLAN_LIMIT_MESSAGES.projectsPerTeam })).toBeNull();
    expect(ganttTeaser({ status: 404, message: PLAN_LIMIT_MESSAGES.ganttView })).toBeNull();
  });

  it("leaves the Gantt view and exports out of Free, as its comparison says", () => {
    expect(PLAN_FEATURES.filter((feature) => planIncludes(FREE_PLAN_LIMITS, feature))).toEqual([]);
    expect(PLAN_FEATURES.filter((feature) => planIncludes({ dashboardsPerTenant: 5, pdfExport: 0 }, feature))).toEqual(["ganttView", "dataExport"]);
    expect(planIncludes({}, "pdfExport")).toBe(true);
  });

  it("states the plan and a trial's end plainly", () => {
    expect(planSummary("Free", null)).toEqual({ full: "Free plan", short: "Free" });
    expect(planSummary("Business", Date.UTC(2027, 1, 26, 10))).toEqual({ full: "Business trial until 26 Feb, 2027", short: "Trial" });
    expect(planSummary("Business", Date.UTC(2027, 0, 1, 0, 30)).full).toBe("Business trial until 01 Jan, 2027");
  });

  it("states a trial's end without Intl, which every page's header would pay for on a phone (decision 0100)", async () => {
    vi.resetModules();
    const { planSummary: fresh } = await import("~/lib/plans");
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(fresh("Business", Date.UTC(2027, 8, 3)).full).toBe("Business trial until 03 Sep, 2027");
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe("the subscription modal in the URL", () => {
  const read = (search: string) => readSubscriptionModal(new URLSearchParams(search));

  it("reads each layout and ignores what is not one", () => {
    expect(read("subscription=0")).toEqual({ type: 0 });
    expect(read("subscription=1&limit=projectsPerTeam")).toEqual({ type: 1, limit: "projectsPerTeam" });
    expect(read("subscription=1&limit=toString")).toBeNull();
    expect(read("subscription=2")).toEqual({ type: 2 });
    expect(read("subscription=upgrade&planId=business")).toEqual({ type: "upgrade", planId: "business" });
    expect(read("subscription=upgrade")).toBeNull();
    expect(read("subscription=101")).toEqual({ type: 101 });
    expect(read("subscription=7")).toBeNull();
  });

  it("opens and closes a modal keeping the page's other parameters", () => {
    const page = { pathname: "/projects/t1", search: "?taskId=9&subscription=upgrade&planId=starter" };
    expect(subscriptionHref(page, null)).toBe("/projects/t1?taskId=9");
    expect(subscriptionHref(page, { type: 0 })).toBe("/projects/t1?taskId=9&subscription=0");
    expect(subscriptionHref({ pathname: "/my-space", search: "" }, { type: 101 })).toBe("/my-space?subscription=101");
  });

  it("returns only to a path of this host", () => {
    expect(safeReturnPath("/my-space?x=1")).toBe("/my-space?x=1");
    expect(safeReturnPath("//evil.test/x")).toBe("/my-space");
    expect(safeReturnPath("/\\evil.test")).toBe("/my-space");
    expect(safeReturnPath("https://evil.test")).toBe("/my-space");
    expect(safeReturnPath(undefined)).toBe("/my-space");
  });
});

describe("subscription and feedback inputs", () => {
  const body = { planId: "business", planName: "Business", planDuration: 90, tenantId: "t1" };

  it("an upgrade request names the plan, its duration and the organisation; a confirmation says so", () => {
    expect(RequestUpgradeSchema.safeParse(body).success).toBe(true);
    expect(RequestUpgradeSchema.safeParse({ ...body, planDuration: "90" }).success).toBe(false);
    expect(ConfirmUpgradeSchema.safeParse({ ...body, confirmUpgrade: true }).success).toBe(true);
    expect(ConfirmUpgradeSchema.safeParse({ ...body, confirmUpgrade: false }).success).toBe(false);
  });

  it("feedback takes a suggestion and a whole rating from 1 to 5", () => {
    expect(FeedbackSchema.parse({ suggestion: " Great ".trimStart(), responseRating: 5 })).toEqual({ suggestion: "Great", responseRating: 5 });
    for (const responseRating of [0, 6, 2.5]) {
      expect(FeedbackSchema.safeParse({ suggestion: "Fine", responseRating }).error?.issues[0].message).toBe(RATING_MESSAGE);
    }
    expect(FeedbackSchema.safeParse({ suggestion: "   ", responseRating: 3 }).error?.issues[0].message).toBe("Please fill in Suggestion");
  });
});
