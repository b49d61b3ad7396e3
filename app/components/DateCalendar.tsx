import { DayPicker } from "react-day-picker";

/** A local midnight of a yyyy-mm-dd day, and back: the calendar works in the browser's days, no zone shifts. */
const dateOf = (isoDay: string) => new Date(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10)));
const isoOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * The month grid of a date field's picker (react-day-picker, loaded only when a picker opens): arrow
 * keys move between days, Page Up/Down between months, Enter chooses.
 */
export default function DateCalendar({ day, weekStartsOn, onChoose }: { day: string | null; weekStartsOn: 0 | 1; onChoose: (isoDay: string) => void }) {
  const selected = day ? dateOf(day) : undefined;
  return (
    <DayPicker
      mode="single"
      selected={selected}
      defaultMonth={selected}
      onSelect={(date) => date && onChoose(isoOf(date))}
      weekStartsOn={weekStartsOn}
      showOutsideDays
      autoFocus
      classNames={{
        root: "relative text-sm",
        months: "flex flex-col",
        month_caption: "flex h-8 items-center px-1 font-semibold text-slate-800",
        nav: "absolute right-0 top-0 flex gap-1",
        button_previous: "grid size-8 place-items-center rounded hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500",
        button_next: "grid size-8 place-items-center rounded hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500",
        chevron: "size-4 fill-slate-600",
        month_grid: "mt-1 border-collapse",
        weekday: "size-8 text-xs font-medium text-slate-500",
        day: "size-8 p-0 text-center",
        day_button:
          "size-8 rounded text-slate-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 aria-selected:bg-brand-600 aria-selected:text-white",
        outside: "text-slate-400",
        today: "font-bold",
        selected: "[&>button]:bg-brand-600 [&>button]:text-white",
      }}
    />
  );
}
