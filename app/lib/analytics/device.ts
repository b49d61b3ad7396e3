/** The device fields of spec §3 that a user agent tells. */
export type Device = { browser: string; browserVersion: string; os: string; osVersion: string; deviceType: "Desktop" | "Mobile" | "Tablet" };

const BROWSERS: [string, RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ["Opera", /OPR\/([\d.]+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/([\d.]+)/],
  ["Chrome", /(?:Chrome|CriOS)\/([\d.]+)/],
  ["Safari", /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: [string, RegExp][] = [
  ["Windows", /Windows NT ([\d.]+)/],
  ["iOS", /(?:iPhone|iPad|CPU) OS ([\d_]+)/],
  ["macOS", /Mac OS X ([\d_.]+)/],
  ["Android", /Android ([\d.]+)/],
  ["Chrome OS", /CrOS \S+ ([\d.]+)/],
  ["Linux", /Linux()/],
];

function firstMatch(userAgent: string, candidates: [string, RegExp][]): [string, string] {
  for (const [name, pattern] of candidates) {
    const match = pattern.exec(userAgent);
    if (match) return [name, (match[1] ?? "").replaceAll("_", ".")];
  }
  return ["Unknown", ""];
}

export function deviceOf(userAgent: string): Device {
  const [browser, browserVersion] = firstMatch(userAgent, BROWSERS);
  const [os, osVersion] = firstMatch(userAgent, SYSTEMS);
  const deviceType = /iPad|Tablet/.test(userAgent) ? "Tablet" : /Mobi|iPhone|Android/.test(userAgent) ? "Mobile" : "Desktop";
  return { browser, browserVersion, os, osVersion, deviceType };
}
