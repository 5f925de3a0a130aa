-- Every catalogue write also tells the web processes, which keep the version in memory instead of reading
-- it on every request (decision 0028). Same trigger, same one bump per statement, whatever wrote.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO moved;
  PERFORM pg_notify('rengas_catalogue_changed', moved::text);
  RETURN NULL;
END;
$$;
