import { LONG_TEXT_MAX, textType } from "./textual";

export const longTextColumn = textType("Long text", LONG_TEXT_MAX);
