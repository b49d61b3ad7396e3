-- Plans (spec §3 Plan), the subscription of each organisation and the feedback members send.
-- rank orders the plans on the pricing screen: a plan upgrades only to a higher rank.
-- limits_json: what the plan caps (app/lib/planLimits.ts); a missing key is unlimited.
CREATE TABLE plans (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  rank INTEGER NOT NULL UNIQUE,
  duration_days INTEGER NOT NULL,
  price_rupees INTEGER NOT NULL,
  card_color TEXT NOT NULL,
  card_features_json TEXT NOT NULL,
  features_json TEXT NOT NULL,
  display_name TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  image TEXT NOT NULL,
  pricing_text TEXT NOT NULL,
  is_upgradeable INTEGER NOT NULL CHECK (is_upgradeable IN (0, 1)),
  limits_json TEXT NOT NULL DEFAULT '{}'
);

INSERT INTO plans (id, name, rank, duration_days, price_rupees, card_color, card_features_json, features_json,
                   display_name, subtitle, image, pricing_text, is_upgradeable, limits_json) VALUES
  ('free', 'Free', 0, 0, 0, '#F1F5F9',
   '["Up to 3 projects per team","List and Kanban views","Unlimited members"]',
   '[{"identifier":"Projects per team","value":"3"},{"identifier":"List and Kanban views","value":"/images/plans/check.svg"},{"identifier":"Gantt view","value":"/images/plans/cross.svg"},{"identifier":"Dashboards","value":"1"},{"identifier":"Data export","value":"/images/plans/cross.svg"},{"identifier":"Priority support","value":"/images/plans/cross.svg"}]',
   'Free', 'For small teams getting started', '/images/plans/seedling.svg', '₹0 forever', 0, '{"projectsPerTeam":3}'),
  ('starter', 'Starter', 1, 90, 199, '#E0F2FE',
   '["Unlimited projects","Gantt view","Project data export"]',
   '[{"identifier":"Projects per team","value":"Unlimited"},{"identifier":"List and Kanban views","value":"/images/plans/check.svg"},{"identifier":"Gantt view","value":"/images/plans/check.svg"},{"identifier":"Dashboards","value":"5"},{"identifier":"Data export","value":"/images/plans/check.svg"},{"identifier":"Priority support","value":"/images/plans/cross.svg"}]',
   'Starter', 'For teams that plan ahead', '/images/plans/sprout.svg', '₹199 per user / month', 1, '{}'),
  ('business', 'Business', 2, 90, 499, '#EDE9FE',
   '["Everything in Starter","Unlimited dashboards","PDF export"]',
   '[{"identifier":"Projects per team","value":"Unlimited"},{"identifier":"List and Kanban views","value":"/images/plans/check.svg"},{"identifier":"Gantt view","value":"/images/plans/check.svg"},{"identifier":"Dashboards","value":"Unlimited"},{"identifier":"Data export","value":"/images/plans/check.svg"},{"identifier":"Priority support","value":"/images/plans/cross.svg"}]',
   'Business', 'For growing organisations', '/images/plans/tree.svg', '₹499 per user / month', 1, '{}'),
  ('premium', 'Premium', 3, 90, 899, '#FEF3C7',
   '["Everything in Business","Priority support","Access restrictions per project"]',
   '[{"identifier":"Projects per team","value":"Unlimited"},{"identifier":"List and Kanban views","value":"/images/plans/check.svg"},{"identifier":"Gantt view","value":"/images/plans/check.svg"},{"identifier":"Dashboards","value":"Unlimited"},{"identifier":"Data export","value":"/images/plans/check.svg"},{"identifier":"Priority support","value":"/images/plans/check.svg"}]',
   'Premium', 'For organisations that run on Meridian', '/images/plans/forest.svg', '₹899 per user / month', 1, '{}'),
  ('enterprise', 'Enterprise', 4, 365, 0, '#DCFCE7',
   '["Everything in Premium","Single sign-on","A dedicated account manager"]',
   '[{"identifier":"Projects per team","value":"Unlimited"},{"identifier":"List and Kanban views","value":"/images/plans/check.svg"},{"identifier":"Gantt view","value":"/images/plans/check.svg"},{"identifier":"Dashboards","value":"Unlimited"},{"identifier":"Data export","value":"/images/plans/check.svg"},{"identifier":"Priority support","value":"/images/plans/check.svg"}]',
   'Enterprise', 'For large organisations with their own terms', '/images/plans/forest.svg', 'Custom pricing', 0, '{}');

-- One subscription per organisation. status TRIAL: the free trial of plan_id runs until
-- trial_ends_at, then standard pricing.
CREATE TABLE subscriptions (
  tenant_id TEXT PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  plan_id TEXT NOT NULL REFERENCES plans(id),
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'TRIAL')),
  trial_ends_at INTEGER,
  updated_by TEXT,
  updated_at INTEGER NOT NULL
);

-- Every organisation starts on Free: those that exist now, and each new one as it is created.
INSERT INTO subscriptions (tenant_id, plan_id, status, updated_at)
  SELECT id, 'free', 'ACTIVE', created_at FROM tenants;
CREATE TRIGGER tenants_start_on_free AFTER INSERT ON tenants
BEGIN
  INSERT INTO subscriptions (tenant_id, plan_id, status, updated_at) VALUES (NEW.id, 'free', 'ACTIVE', NEW.created_at);
END;

CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  suggestion TEXT NOT NULL,
  response_rating INTEGER NOT NULL CHECK (response_rating BETWEEN 1 AND 5),
  app_version TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_by_tenant ON feedback(tenant_id, created_at);
