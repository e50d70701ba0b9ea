CREATE TABLE "invoice_stat_clients" (
	"key" text PRIMARY KEY NOT NULL,
	"invoices" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_stats" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"invoices" bigint DEFAULT 0 NOT NULL,
	"clients" bigint DEFAULT 0 NOT NULL,
	"paid" numeric(20, 2) DEFAULT '0' NOT NULL,
	"unpaid" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_stats_one_row" CHECK ("invoice_stats"."id" = 1)
);
--> statement-breakpoint
-- The list's stat cards, kept on write. Statement-level triggers on invoices read the statement's transition tables
-- and add the change to the one row of invoice_stats and to the per-client counts; a statement that changes none of
-- the counted facts (marking an invoice sent or downloaded, a draft's notes) writes nothing. A client is
-- lower(trim(name)) || E'\n' || lower(trim(e-mail)). "Unpaid" counts the positive balances (total - paid - credited)
-- of finalized, uncancelled invoices; "paid" every invoice's paid.
CREATE OR REPLACE FUNCTION invoice_stats_apply(d_invoices bigint, d_paid numeric, d_unpaid numeric, d_keys text[], d_counts bigint[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d_clients bigint := 0;
BEGIN
  IF coalesce(array_length(d_keys, 1), 0) > 0 THEN
    -- The upsert answers each key's new count under its row lock, so (new - change) is the count before, exact even
    -- with concurrent writers; a client appears when its count rises from 0 and goes when it falls to 0.
    WITH d AS (SELECT k, n FROM unnest(d_keys, d_counts) AS u(k, n)),
    up AS (
      INSERT INTO invoice_stat_clients AS c (key, invoices) SELECT k, n FROM d ORDER BY k
        ON CONFLICT (key) DO UPDATE SET invoices = c.invoices + excluded.invoices
        RETURNING c.key, c.invoices
    )
    SELECT coalesce(sum(CASE
      WHEN up.invoices > 0 AND up.invoices - d.n <= 0 THEN 1
      WHEN up.invoices <= 0 AND up.invoices - d.n > 0 THEN -1
      ELSE 0 END), 0) INTO d_clients
    FROM up JOIN d ON d.k = up.key;
    DELETE FROM invoice_stat_clients c USING unnest(d_keys) AS u(k) WHERE c.key = u.k AND c.invoices <= 0;
  END IF;
  IF d_invoices <> 0 OR d_paid <> 0 OR d_unpaid <> 0 OR d_clients <> 0 THEN
    UPDATE invoice_stats SET invoices = invoices + d_invoices, clients = clients + d_clients,
      paid = paid + d_paid, unpaid = unpaid + d_unpaid WHERE id = 1;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint; p numeric; u numeric; keys text[]; counts bigint[];
BEGIN
  SELECT count(*), coalesce(sum(paid), 0),
      coalesce(sum(total - paid - credited) FILTER (WHERE finalized_at IS NOT NULL AND cancelled_at IS NULL
        AND total - paid - credited > 0), 0)
    INTO n, p, u FROM new_rows;
  SELECT array_agg(k ORDER BY k), array_agg(c ORDER BY k) INTO keys, counts FROM (
    SELECT lower(btrim(client_name)) || E'\n' || lower(btrim(client_email)) AS k, count(*) AS c FROM new_rows GROUP BY 1
  ) AS g;
  PERFORM invoice_stats_apply(n, p, u, keys, counts);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_stats_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint; p numeric; u numeric; keys text[]; counts bigint[];
BEGIN
  SELECT coalesce(sum(s * 1), 0), coalesce(sum(s * paid), 0),
      coalesce(sum(s * (total - paid - credited)) FILTER (WHERE finalized_at IS NOT NULL AND cancelled_at IS NULL
        AND total - paid - credited > 0), 0)
    INTO n, p, u FROM (
      SELECT -1 AS s, * FROM old_rows UNION ALL SELECT 1 AS s, * FROM new_rows
    ) AS changes;
  SELECT array_agg(k ORDER BY k), array_agg(c ORDER BY k) INTO keys, counts FROM (
    SELECT k, sum(s) AS c FROM (
      SELECT -1 AS s, lower(btrim(client_name)) || E'\n' || lower(btrim(client_email)) AS k FROM old_rows
      UNION ALL
      SELECT 1 AS s, lower(btrim(client_name)) || E'\n' || lower(btrim(client_email)) AS k FROM new_rows
    ) AS changes GROUP BY k HAVING sum(s) <> 0
  ) AS g;
  PERFORM invoice_stats_apply(n, p, u, keys, counts);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_stats_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint; p numeric; u numeric; keys text[]; counts bigint[];
BEGIN
  SELECT -count(*), -coalesce(sum(paid), 0),
      -coalesce(sum(total - paid - credited) FILTER (WHERE finalized_at IS NOT NULL AND cancelled_at IS NULL
        AND total - paid - credited > 0), 0)
    INTO n, p, u FROM old_rows;
  SELECT array_agg(k ORDER BY k), array_agg(c ORDER BY k) INTO keys, counts FROM (
    SELECT lower(btrim(client_name)) || E'\n' || lower(btrim(client_email)) AS k, -count(*) AS c FROM old_rows GROUP BY 1
  ) AS g;
  PERFORM invoice_stats_apply(n, p, u, keys, counts);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row or statement delete trigger: start again from nothing.
CREATE OR REPLACE FUNCTION invoice_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_stat_clients;
  UPDATE invoice_stats SET invoices = 0, clients = 0, paid = 0, unpaid = 0 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_stats_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_stats_insert();
--> statement-breakpoint
CREATE TRIGGER invoices_stats_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_stats_update();
--> statement-breakpoint
CREATE TRIGGER invoices_stats_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_stats_delete();
--> statement-breakpoint
CREATE TRIGGER invoices_stats_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_stats_truncate();
--> statement-breakpoint
-- Backfill from the invoices already there.
INSERT INTO invoice_stat_clients (key, invoices)
  SELECT lower(btrim(client_name)) || E'\n' || lower(btrim(client_email)), count(*) FROM invoices GROUP BY 1;
--> statement-breakpoint
INSERT INTO invoice_stats (id, invoices, clients, paid, unpaid)
  SELECT 1, (SELECT count(*) FROM invoices), (SELECT count(*) FROM invoice_stat_clients),
    (SELECT coalesce(sum(paid), 0) FROM invoices),
    (SELECT coalesce(sum(balance), 0) FROM invoices WHERE finalized_at IS NOT NULL AND cancelled_at IS NULL AND balance > 0);
