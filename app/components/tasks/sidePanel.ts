/**
 * The look of a task's or a task group's side panel: beside the view from 768 px; below, a
 * full-screen sheet (issue 42) whose title bar, with its Close (a finger's size), stays in view.
 */
export const SIDE_PANEL =
  "fixed inset-y-0 right-0 z-30 flex w-full max-w-md flex-col gap-4 overflow-y-auto overscroll-contain border-l border-slate-200 bg-white p-5 shadow-xl data-[dragging]:ring-4 data-[dragging]:ring-inset data-[dragging]:ring-brand-300 max-md:max-w-none max-md:border-l-0";

export const PANEL_TITLE_BAR = "flex items-start justify-between gap-2 bg-white max-md:sticky max-md:-top-5 max-md:z-20 max-md:-mx-5 max-md:-mt-5 max-md:px-5 max-md:pb-2 max-md:pt-3";

export const PANEL_CLOSE = "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100";
