import type { QueryName, QueryOp, QueryOutput, SystemName, SystemOp, SystemOutput } from "../workspace/surface";
import type { Outcome } from "../workspace/types";

/** What a job run by the alarm (an export's step, a webhook's delivery) needs of its tenant's workspace: reads as a member, and the job's system operations. */
export type JobWorkspace = {
  queryAs<N extends QueryName>(userId: string, op: QueryOp<N>): Promise<Outcome<QueryOutput<N>>>;
  system<N extends SystemName>(op: SystemOp<N>): Promise<SystemOutput<N>>;
};
