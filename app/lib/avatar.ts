/** Avatar and character-icon colours: five groups keyed on the first letter or digit. */
export const COLOUR_GROUP_COUNT = 5;

export const COLOUR_GROUP_CLASSES = [
  "bg-violet-600 text-white",
  "bg-sky-700 text-white",
  "bg-emerald-700 text-white",
  "bg-amber-300 text-ink",
  "bg-rose-700 text-white",
] as const;

/** The first letter or digit of `text`, upper-cased; "?" when there is none. */
export function firstCharacter(text: string): string {
  return text.trim().match(/[\p{L}\p{N}]/u)?.[0].toUpperCase() ?? "?";
}

/** a-e, f-j, k-o, p-t, u-z and 0-1, 2-3, 4-5, 6-7, 8-9 each share a group; anything else is group 0. */
export function colourGroup(text: string): number {
  const char = firstCharacter(text).toLowerCase();
  if (/[0-9]/.test(char)) return Math.floor(Number(char) / 2);
  if (/[a-z]/.test(char)) return Math.min(Math.floor((char.charCodeAt(0) - 97) / 5), COLOUR_GROUP_COUNT - 1);
  return 0;
}

export function colourClass(text: string): string {
  return COLOUR_GROUP_CLASSES[colourGroup(text)];
}

export function initials(firstName: string, lastName = ""): string {
  const first = firstCharacter(firstName);
  const last = lastName.trim() ? firstCharacter(lastName) : "";
  return first === "?" && last ? last : `${first}${last}`;
}

/**
 * Where a member's profile picture is served (user/picture); null without one. The address names
 * the picture's file, so a new picture has a new address: a page that showed the old one loads it.
 */
export const pictureUrl = (userId: string, imageKey: string | null) =>
  imageKey ? `/api/v2/user/picture/${userId}?v=${encodeURIComponent(imageKey.slice(imageKey.lastIndexOf("/") + 1))}` : null;
