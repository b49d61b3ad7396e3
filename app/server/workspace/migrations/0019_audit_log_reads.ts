// The audit log (readModels/auditLog): one person's entries newest first read from an index, as the
// item filter reads activity_by_item and the days filter activity_by_time.

export default `CREATE INDEX activity_by_actor ON activity(actor_id, id);`;
