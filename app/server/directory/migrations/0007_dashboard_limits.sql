-- Dashboards per organisation (issue 18 §3): Free allows 3 and Starter 5, as the comparison says;
-- the other plans stay unlimited. The workspace copies limits_json with the plan (decision 0018).
UPDATE plans
   SET features_json = replace(features_json, '{"identifier":"Dashboards","value":"1"}', '{"identifier":"Dashboards","value":"3"}'),
       limits_json = '{"projectsPerTeam":3,"dashboardsPerTenant":3}'
 WHERE id = 'free';
UPDATE plans SET limits_json = '{"dashboardsPerTenant":5}' WHERE id = 'starter';
