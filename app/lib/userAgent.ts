/**
 * The browser and system a user agent names, for the list of a person's sessions (issue 38 §2) and
 * the mail about a sign-in from a new browser. A few patterns, most specific first (Edge and Opera
 * also say "Chrome", Chrome also says "Safari"); anything else is named for what it is not.
 */
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ["Edge", /\bEdg(e|A|iOS)?\//],
  ["Opera", /\bOPR\//],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(Firefox|FxiOS)\//],
  ["Chrome", /\b(HeadlessChrome|Chrome|Chromium|CriOS)\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ["iOS", /\b(iPhone|iPad|iPod)\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

const firstMatch = (patterns: ReadonlyArray<[string, RegExp]>, userAgent: string) => patterns.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;

export type BrowserSummary = { browser: string; system: string };

export function describeUserAgent(userAgent: string): BrowserSummary {
  return { browser: firstMatch(BROWSERS, userAgent) ?? "Unknown browser", system: firstMatch(SYSTEMS, userAgent) ?? "unknown system" };
}

/** "Firefox on Windows": how a session's browser is named, and what a sign-in is compared by. */
export function browserLabel(userAgent: string): string {
  const { browser, system } = describeUserAgent(userAgent);
  return `${browser} on ${system}`;
}
