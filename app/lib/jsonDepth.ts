/**
 * The deepest a request's JSON may nest its arrays and objects: far beyond any
 * call's input (a description at its own cap, RICH_TEXT_MAX_DEPTH, is about
 * twice that many levels deep), far below what parsing and checking it handle.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x5b, 0x5d, 0x7b, 0x7d];

/**
 * How many arrays and objects a JSON text holds open at once, read from the
 * text in one pass (brackets inside strings skipped), so no depth of input
 * can overflow the stack, as parsing and then walking the value could.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) deepest = Math.max(deepest, ++depth);
    else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth--;
  }
  return deepest;
}
