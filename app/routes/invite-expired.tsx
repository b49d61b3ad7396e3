export default function InviteExpired() {
  return (
    <div className="fixed inset-0 flex items-center justify-center bg-slate-900/50 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="invite-expired-title" className="max-w-md rounded-xl bg-white p-8 text-center shadow-xl">
        <svg aria-hidden="true" className="mx-auto" width="96" height="96" viewBox="0 0 96 96">
          <circle cx="48" cy="48" r="44" fill="#f2f0ff" />
          <path d="M28 36h40v28H28z" fill="#fff" stroke="#6d5ae6" strokeWidth="3" />
          <path d="M28 36l20 16 20-16" fill="none" stroke="#6d5ae6" strokeWidth="3" />
        </svg>
        <h1 id="invite-expired-title" className="mt-4 text-lg font-semibold">Your invite link is no longer active.</h1>
        <p className="mt-2 text-slate-600">Try asking the person who sent it to you to reinvite.</p>
      </div>
    </div>
  );
}
