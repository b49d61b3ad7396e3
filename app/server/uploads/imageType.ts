import type { PictureType } from "~/schemas/profile";

/** The leading bytes of each accepted picture type, so a file cannot claim a type it is not. */
const SIGNATURES: Record<PictureType, (bytes: Uint8Array) => boolean> = {
  "image/png": (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": (b) => starts(b, [0xff, 0xd8, 0xff]),
  "image/gif": (b) => starts(b, [0x47, 0x49, 0x46, 0x38]),
  "image/webp": (b) => starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
};

function starts(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

export function isPictureOfType(bytes: Uint8Array, type: string): boolean {
  const matches = SIGNATURES[type as PictureType];
  return Boolean(matches?.(bytes));
}

export const EXTENSIONS: Record<PictureType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};
