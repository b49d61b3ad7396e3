-- Plans that match what they promise (issue 43 §6, decision 0076): a feature a plan leaves out is a
-- cap of 0 in limits_json, refused with 402 like any other limit. The Gantt view and data export
-- come with Starter and above, PDF export with Business and above (its card says so); the comparison
-- gains a PDF export row.
UPDATE plans SET limits_json = '{"projectsPerTeam":3,"dashboardsPerTenant":3,"ganttView":0,"dataExport":0,"pdfExport":0}' WHERE id = 'free';
UPDATE plans SET limits_json = '{"dashboardsPerTenant":5,"pdfExport":0}' WHERE id = 'starter';
UPDATE plans
   SET features_json = replace(features_json, '{"identifier":"Data export","value":"/images/plans/cross.svg"}',
                               '{"identifier":"Data export","value":"/images/plans/cross.svg"},{"identifier":"PDF export","value":"/images/plans/cross.svg"}')
 WHERE id = 'free';
UPDATE plans
   SET features_json = replace(features_json, '{"identifier":"Data export","value":"/images/plans/check.svg"}',
                               '{"identifier":"Data export","value":"/images/plans/check.svg"},{"identifier":"PDF export","value":"/images/plans/cross.svg"}')
 WHERE id = 'starter';
UPDATE plans
   SET features_json = replace(features_json, '{"identifier":"Data export","value":"/images/plans/check.svg"}',
                               '{"identifier":"Data export","value":"/images/plans/check.svg"},{"identifier":"PDF export","value":"/images/plans/check.svg"}')
 WHERE id IN ('business', 'premium', 'enterprise');
