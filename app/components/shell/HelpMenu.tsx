import { Popover } from "~/components/Popover";
import { Icon } from "~/components/Icon";
import { ICON_BUTTON_CLASS } from "./iconButton";

/** The Help popover: the note 'Contact Us' and the support mail link. */
export function HelpMenu({ supportEmail }: { supportEmail: string }) {
  return (
    <Popover name="help" label="Help" placement="bottom-end" trigger={<Icon name="help" />} triggerClassName={ICON_BUTTON_CLASS} panelClassName="w-64 p-3">
      <p className="text-sm font-medium">Contact Us</p>
      <a href={`mailto:${supportEmail}`} className="mt-2 flex items-center gap-2 text-sm text-brand-700 underline">
        <Icon name="mail" size={16} />
        {supportEmail}
      </a>
    </Popover>
  );
}
