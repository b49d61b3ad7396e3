import { Placeholder } from "~/components/shell/Placeholder";

export default function ResetPassword() {
  return (
    <main className="mx-auto max-w-md p-10">
      <Placeholder title="Reset password">Password reset arrives with the identity work.</Placeholder>
    </main>
  );
}
