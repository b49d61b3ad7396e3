import { Placeholder } from "~/components/shell/Placeholder";

export default function ProfileDetails() {
  return <Placeholder title="Profile details" />;
}
