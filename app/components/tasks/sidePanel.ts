/**
 * The look of a task's or a task group's side panel: beside the view from 768 px; below, a
 * full-screen sheet (issue 42) whose title bar, with its Close (a finger's size), stays in view.
 */
export const SIDE_PANEL =
  "fixed inset-y-0 right-0 z-30 flex w-full max-w-md flex-col gap-4 overflow-y-auto overscroll-contain border-l border-slate-200 bg-white p-5 shadow-xl data-[dragging]:ring-4 data-[dragging]:ring-inset data-[dragging]:ring-brand-300 max-md:max-w-none max-md:border-l-0";

/**
 * What a full-screen sheet covers below 768 px (the List behind a task's panel): neither laid out nor
 * painted while covered (a phone's first layout of a task's Conversations skipped the List: issue 42
 * §3), keeping the size it last had, so the page scrolls back to where it was when the sheet closes.
 * Geometry asked of what it holds would lay it out anyway: wait until the sheet closes
 * (`coveredBySheet`).
 */
export const sheetCoverClasses = (covered: boolean) => `max-md:[contain-intrinsic-size:auto_none] ${covered ? "max-md:[content-visibility:hidden]" : ""}`;

/** Whether a side panel, open now, covers the page: a full-screen sheet below 768 px (in the browser only). */
export const coveredBySheet = (panelOpen: boolean) => panelOpen && window.matchMedia("(max-width: 767px)").matches;

export const PANEL_TITLE_BAR = "flex items-start justify-between gap-2 bg-white max-md:sticky max-md:-top-5 max-md:z-20 max-md:-mx-5 max-md:-mt-5 max-md:px-5 max-md:pb-2 max-md:pt-3";

export const PANEL_CLOSE = "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100";
