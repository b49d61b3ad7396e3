/**
 * The List's name column (issue 43 §3, decision 0078): wide by default, resizable by dragging its
 * separator or by the arrow keys, and remembered per person in this browser by a cookie, which the
 * List's loader reads so that the server renders the width the person chose (no jump on hydration).
 */
export const NAME_WIDTH = { min: 160, max: 720, default: 320, step: 16 } as const;

/** The list's custom property that the name column's width is (rowGrid). */
export const NAME_WIDTH_PROPERTY = "--list-name-width";

/** The cookie that keeps a person's width: its value is `<userId>:<px>`, so a browser two people share keeps each one's. */
export const NAME_WIDTH_COOKIE = "meridian-list-name-width";

export const clampNameWidth = (px: number) => Math.round(Math.min(NAME_WIDTH.max, Math.max(NAME_WIDTH.min, px)));

/** The cookie's value in a Cookie header (`<userId>:<px>`), or null. */
export function savedNameWidth(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name === NAME_WIDTH_COOKIE) return decodeURIComponent(value);
  }
  return null;
}

/** The width `userId` chose, from the cookie's value; the default when none, or another person's. */
export function nameWidthFor(saved: string | null | undefined, userId: string | undefined): number {
  const [owner, px] = (saved ?? "").split(":");
  const width = Number(px);
  return owner === userId && Number.isFinite(width) && width > 0 ? clampNameWidth(width) : NAME_WIDTH.default;
}

/** The cookie that keeps `px` for `userId` for a year, on this host only. */
export const nameWidthCookie = (userId: string, px: number) =>
  `${NAME_WIDTH_COOKIE}=${encodeURIComponent(`${userId}:${clampNameWidth(px)}`)}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** A key on the separator: the width it asks for, or null for a key it does not take. */
export function nameWidthAfterKey(key: string, px: number): number | null {
  if (key === "ArrowLeft") return clampNameWidth(px - NAME_WIDTH.step);
  if (key === "ArrowRight") return clampNameWidth(px + NAME_WIDTH.step);
  if (key === "Home") return NAME_WIDTH.min;
  if (key === "End") return NAME_WIDTH.max;
  return null;
}
