-- Keeps user_counts exact: statement-level triggers count the changed rows of users by
-- (role_id, status, current_plan, billing) from the statement's transition tables. An update that changes none
-- of these columns (a sign-in stamping last_sign_in_at) nets to zero and writes nothing.
CREATE OR REPLACE FUNCTION user_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role_id, status, current_plan, billing, n)
    SELECT role_id, status, current_plan, billing, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (role_id, status, current_plan, billing) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role_id, status, current_plan, billing, n)
    SELECT role_id, status, current_plan, billing, sum(d) FROM (
      SELECT role_id, status, current_plan, billing, -1 AS d FROM old_rows
      UNION ALL
      SELECT role_id, status, current_plan, billing, 1 AS d FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
    ON CONFLICT (role_id, status, current_plan, billing) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM user_counts WHERE n = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role_id, status, current_plan, billing, n)
    SELECT role_id, status, current_plan, billing, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (role_id, status, current_plan, billing) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM user_counts WHERE n = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_insert();
--> statement-breakpoint
CREATE TRIGGER users_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_update();
--> statement-breakpoint
CREATE TRIGGER users_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_delete();
--> statement-breakpoint
INSERT INTO user_counts (role_id, status, current_plan, billing, n)
  SELECT role_id, status, current_plan, billing, count(*) FROM users GROUP BY 1, 2, 3, 4;
