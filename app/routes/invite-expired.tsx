import type { MetaFunction } from "@remix-run/cloudflare";
import { Modal } from "~/components/Modal";
import { INVITE_DEAD_MESSAGE } from "~/schemas/invite";

export const meta: MetaFunction = () => [{ title: "Invite expired · Meridian" }];

/** Spec §2: a non-closable modal with a picture and the two lines of text. */
export default function InviteExpired() {
  return (
    <Modal title={INVITE_DEAD_MESSAGE} closable={false} maxWidthClass="max-w-md">
      <div className="mt-2 text-center">
        <svg aria-hidden="true" className="mx-auto" width="96" height="96" viewBox="0 0 96 96">
          <circle cx="48" cy="48" r="44" fill="#f2f0ff" />
          <path d="M28 36h40v28H28z" fill="#fff" stroke="#6d5ae6" strokeWidth="3" />
          <path d="M28 36l20 16 20-16" fill="none" stroke="#6d5ae6" strokeWidth="3" />
        </svg>
        <p className="mt-4 text-slate-600">Try asking the person who sent it to you to reinvite.</p>
      </div>
    </Modal>
  );
}
