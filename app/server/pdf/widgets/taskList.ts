import { fitLine } from "~/lib/pdf/layout";
import { SIZE, type PdfDrawing } from "./canvas";

const LINE = 13;

export const taskListDrawing: PdfDrawing<"taskList"> = (canvas, data) => {
  const { sheet, page, left, top, room } = canvas;
  if (data.tasks.length === 0) return canvas.empty();
  data.tasks.slice(0, Math.floor(room.height / LINE)).forEach((task, index) => {
    const detail = [task.projectName, task.status, task.dueDate ? `due ${task.dueDate.slice(0, 10)}` : null].filter(Boolean).join(" · ");
    sheet.text(page, fitLine(`${task.name} — ${detail}`, room.width, sheet.measure(SIZE)), left, top + index * LINE, SIZE);
  });
};
