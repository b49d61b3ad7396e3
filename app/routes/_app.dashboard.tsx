import { Placeholder } from "~/components/shell/Placeholder";

export default function Dashboard() {
  return <Placeholder title="Dashboard" />;
}
