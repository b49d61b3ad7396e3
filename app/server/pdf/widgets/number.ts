import type { PdfDrawing } from "./canvas";

export const numberDrawing: PdfDrawing<"number"> = ({ sheet, page, left, top }, data) => sheet.text(page, String(data.value), left, top + 8, 32);
