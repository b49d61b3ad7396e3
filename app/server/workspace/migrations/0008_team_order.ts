// The order of teams in the second panel (team/move); teams made before it have none and come first.
export default `ALTER TABLE teams ADD COLUMN position TEXT;
   CREATE INDEX teams_by_position ON teams(position);`;
