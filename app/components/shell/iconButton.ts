export const ICON_BUTTON_CLASS = "rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-ink";
