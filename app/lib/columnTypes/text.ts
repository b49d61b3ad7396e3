import { TEXT_MAX, textType } from "./textual";

export const textColumn = textType("Text", TEXT_MAX);
