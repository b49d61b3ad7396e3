import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Icon } from "~/components/Icon";
import { OPEN_PARAM, withParams } from "~/lib/searchParams";

/** The address's parameter that opens the projects panel as a drawer below 768 px (`?projects=open`, decision record 0083). */
export const DRAWER_PARAM = "projects";

/** The panel's own forms (OnDemand names): asking for one in the address opens the drawer that holds it. */
const PANEL_FORMS = ["new-project", "new-folder", "import-project"];

export const DRAWER_ID = "projects-drawer";

/** Below Tailwind's `md` (768 px), where the panel is a drawer. */
const DRAWER_MEDIA = "(max-width: 767.98px)";

/**
 * Whether the projects panel is open as a drawer, as the address says (`?projects=open`, or one of its
 * forms asked for, or `forced`: a form inside whose post failed), or as the reader chose in place with
 * JavaScript, for this visit of the address only: any navigation (a project's link among them) closes it.
 */
export function useProjectsDrawer(forced: boolean) {
  const { pathname, search, key } = useLocation();
  const params = new URLSearchParams(search);
  const requested = params.get(DRAWER_PARAM) === "open" || PANEL_FORMS.includes(params.get(OPEN_PARAM) ?? "") || forced;
  const [chosen, setChosen] = useState<{ open: boolean; at: string } | null>(null);
  const open = chosen?.at === key ? chosen.open : requested;
  const here = (changes: Record<string, string | null>) => {
    const query = withParams(search, changes);
    return `${pathname}${query === "?" ? "" : query}`;
  };
  const toggle = useRef<HTMLAnchorElement>(null);
  const closer = useRef<HTMLAnchorElement>(null);
  const movedFocus = useRef(false);
  useEffect(() => {
    if (!movedFocus.current) return;
    movedFocus.current = false;
    (open ? closer : toggle).current?.focus();
  }, [open]);
  const choose = (next: boolean) => (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    movedFocus.current = true;
    setChosen({ open: next, at: key });
  };
  return {
    open,
    toggleRef: toggle,
    closeRef: closer,
    toggleProps: { to: here({ [DRAWER_PARAM]: "open" }), onClick: choose(true) },
    closeProps: { to: here({ [DRAWER_PARAM]: null }), onClick: choose(false) },
    onKeyDown: (event: KeyboardEvent) => {
      // From 768 px the panel is a column of the page, not a drawer: Escape there is its forms' own.
      if (open && event.key === "Escape" && window.matchMedia(DRAWER_MEDIA).matches) choose(false)(event);
    },
  };
}

type Drawer = ReturnType<typeof useProjectsDrawer>;

/** The page header's button that opens the drawer (below 768 px only). */
export function DrawerToggle({ drawer }: { drawer: Drawer }) {
  return (
    <Link
      {...drawer.toggleProps}
      ref={drawer.toggleRef}
      role="button"
      aria-expanded={drawer.open}
      aria-controls={DRAWER_ID}
      preventScrollReset
      className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 md:hidden"
    >
      <Icon name="menu" />
      Projects
    </Link>
  );
}

/** The drawer's close link, and the shade behind it that closes it too (links: they work without JavaScript). */
export function DrawerClose({ drawer }: { drawer: Drawer }) {
  return (
    <Link {...drawer.closeProps} ref={drawer.closeRef} preventScrollReset aria-label="Close projects" className="-mr-2 flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-ink md:hidden">
      <Icon name="close" size={20} strokeWidth={2} />
    </Link>
  );
}

export function DrawerShade({ drawer }: { drawer: Drawer }) {
  return <Link {...drawer.closeProps} preventScrollReset aria-hidden="true" tabIndex={-1} className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />;
}

/** The panel's classes: a column beside the page from 768 px; below, hidden, or a drawer over the page. */
export const drawerClasses = (open: boolean) =>
  open ? "max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-50 max-md:w-80 max-md:max-w-[85vw] max-md:shadow-xl" : "max-md:hidden";
