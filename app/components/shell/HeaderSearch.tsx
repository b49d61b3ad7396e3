import { useRef, useState } from "react";
import { SearchBox } from "~/components/SearchBox";
import { ANALYTICS_EVENTS, track } from "~/lib/analytics/events";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "~/lib/constants";
import { Icon } from "~/components/Icon";
import { ICON_BUTTON_CLASS } from "./iconButton";

/** The header's search icon, which turns into a search box (the results panel arrives with global search). */
export function HeaderSearch({ onSearch = () => {} }: { onSearch?: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const refocusIcon = useRef(false);
  if (!open) {
    return (
      <button
        type="button"
        aria-label="Search"
        ref={(button) => {
          if (button && refocusIcon.current) button.focus();
          refocusIcon.current = false;
        }}
        onClick={() => setOpen(true)}
        className={ICON_BUTTON_CLASS}
      >
        <Icon name="search" />
      </button>
    );
  }
  return (
    <div className="w-64">
      <SearchBox
        autoFocus
        debounceMs={SEARCH_DEBOUNCE_MS}
        onChange={(text) => {
          if (text.trim().length >= SEARCH_MIN_CHARS) track(ANALYTICS_EVENTS.search, { characters: text.trim().length });
          onSearch(text);
        }}
        onEscape={() => {
          refocusIcon.current = true;
          setOpen(false);
        }}
      />
    </div>
  );
}
