// The profile page reads the member copy (decision record 15); date_format stays
// null in a copy made before this step until its member's next sign-in.
export default `ALTER TABLE members ADD COLUMN designation TEXT;
   ALTER TABLE members ADD COLUMN mobile_number TEXT;
   ALTER TABLE members ADD COLUMN city TEXT;
   ALTER TABLE members ADD COLUMN birthday TEXT;
   ALTER TABLE members ADD COLUMN work_anniversary TEXT;
   ALTER TABLE members ADD COLUMN date_format TEXT;
   ALTER TABLE members ADD COLUMN time_format TEXT;`;
