CREATE TABLE "invoice_stat_open" (
	"due_date" date PRIMARY KEY NOT NULL,
	"open" bigint DEFAULT 0 NOT NULL,
	"partial" bigint DEFAULT 0 NOT NULL,
	"downloaded" bigint DEFAULT 0 NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_stats" ADD COLUMN "drafts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_stats" ADD COLUMN "paid_invoices" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_stats" ADD COLUMN "cancelled" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The list's totals kept on write too (a count(*) over a million rows costs more than the list's budget): the statuses
-- that don't depend on the date in invoice_stats, the open invoices by due date in invoice_stat_open. One trigger
-- function for the three statements now: the statement's rows, -1 for the old and +1 for the new, through EXECUTE
-- (transition tables are visible to the trigger function's dynamic SQL).
DROP TRIGGER invoices_stats_insert ON invoices;
--> statement-breakpoint
DROP TRIGGER invoices_stats_update ON invoices;
--> statement-breakpoint
DROP TRIGGER invoices_stats_delete ON invoices;
--> statement-breakpoint
DROP FUNCTION invoice_stats_insert();
--> statement-breakpoint
DROP FUNCTION invoice_stats_update();
--> statement-breakpoint
DROP FUNCTION invoice_stats_delete();
--> statement-breakpoint
DROP FUNCTION invoice_stats_apply(bigint, numeric, numeric, text[], bigint[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT -1 AS s, * FROM old_rows UNION ALL SELECT 1 AS s, * FROM new_rows' END;
  -- Finalized, not cancelled, something owed (total - paid - credited is the generated balance).
  open text := 'finalized_at IS NOT NULL AND cancelled_at IS NULL AND total - paid - credited > 0';
  d_invoices bigint; d_paid numeric; d_unpaid numeric; d_drafts bigint; d_paid_invoices bigint; d_cancelled bigint;
  d_clients bigint := 0;
  emptied bigint := 0;
BEGIN
  EXECUTE format('SELECT coalesce(sum(s), 0), coalesce(sum(s * paid), 0),
      coalesce(sum(s * (total - paid - credited)) FILTER (WHERE %1$s), 0),
      coalesce(sum(s) FILTER (WHERE finalized_at IS NULL), 0),
      coalesce(sum(s) FILTER (WHERE finalized_at IS NOT NULL AND cancelled_at IS NULL AND total - paid - credited <= 0), 0),
      coalesce(sum(s) FILTER (WHERE finalized_at IS NOT NULL AND cancelled_at IS NOT NULL), 0)
    FROM (%2$s) AS c', open, changes)
    INTO d_invoices, d_paid, d_unpaid, d_drafts, d_paid_invoices, d_cancelled;

  -- Clients: lower(trim(name)) || E'\n' || lower(trim(e-mail)). The upsert answers each key's new count under its row
  -- lock, so (new - change) is the count before, exact with concurrent writers; a client appears when its count rises
  -- from 0 and goes when it falls to 0.
  EXECUTE format('WITH d AS (
      SELECT lower(btrim(client_name)) || E''\n'' || lower(btrim(client_email)) AS k, sum(s) AS n FROM (%1$s) AS c
      GROUP BY 1 HAVING sum(s) <> 0
    ), up AS (
      INSERT INTO invoice_stat_clients AS c (key, invoices) SELECT k, n FROM d ORDER BY k
        ON CONFLICT (key) DO UPDATE SET invoices = c.invoices + excluded.invoices
        RETURNING c.key, c.invoices
    )
    SELECT coalesce(sum(CASE WHEN up.invoices > 0 AND up.invoices - d.n <= 0 THEN 1
      WHEN up.invoices <= 0 AND up.invoices - d.n > 0 THEN -1 ELSE 0 END), 0), count(*) FILTER (WHERE up.invoices <= 0)
    FROM up JOIN d ON d.k = up.key', changes) INTO d_clients, emptied;
  IF emptied > 0 THEN
    EXECUTE format('DELETE FROM invoice_stat_clients AS t USING (
        SELECT DISTINCT lower(btrim(client_name)) || E''\n'' || lower(btrim(client_email)) AS k FROM (%1$s) AS c
      ) AS d WHERE t.key = d.k AND t.invoices <= 0', changes);
  END IF;

  -- Open invoices by due date (a row at zero stays: one a day at most).
  EXECUTE format('INSERT INTO invoice_stat_open AS o (due_date, open, partial, downloaded, sent)
      SELECT due_date, sum(s), coalesce(sum(s) FILTER (WHERE paid > 0), 0),
        coalesce(sum(s) FILTER (WHERE paid <= 0 AND downloaded_at IS NOT NULL), 0),
        coalesce(sum(s) FILTER (WHERE paid <= 0 AND downloaded_at IS NULL AND sent_at IS NOT NULL), 0)
      FROM (%1$s) AS c WHERE %2$s GROUP BY due_date
      HAVING sum(s) <> 0 OR sum(s) FILTER (WHERE paid > 0) <> 0
        OR sum(s) FILTER (WHERE paid <= 0 AND downloaded_at IS NOT NULL) <> 0
        OR sum(s) FILTER (WHERE paid <= 0 AND downloaded_at IS NULL AND sent_at IS NOT NULL) <> 0
      ORDER BY due_date
      ON CONFLICT (due_date) DO UPDATE SET open = o.open + excluded.open, partial = o.partial + excluded.partial,
        downloaded = o.downloaded + excluded.downloaded, sent = o.sent + excluded.sent', changes, open);

  IF d_invoices <> 0 OR d_paid <> 0 OR d_unpaid <> 0 OR d_clients <> 0 OR d_drafts <> 0 OR d_paid_invoices <> 0
      OR d_cancelled <> 0 THEN
    UPDATE invoice_stats SET invoices = invoices + d_invoices, clients = clients + d_clients,
      paid = paid + d_paid, unpaid = unpaid + d_unpaid, drafts = drafts + d_drafts,
      paid_invoices = paid_invoices + d_paid_invoices, cancelled = cancelled + d_cancelled
      WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_stat_clients;
  DELETE FROM invoice_stat_open;
  UPDATE invoice_stats SET invoices = 0, clients = 0, paid = 0, unpaid = 0, drafts = 0, paid_invoices = 0, cancelled = 0
    WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_stats_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_stats_changed();
--> statement-breakpoint
CREATE TRIGGER invoices_stats_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_stats_changed();
--> statement-breakpoint
CREATE TRIGGER invoices_stats_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_stats_changed();
--> statement-breakpoint
-- Backfill.
UPDATE invoice_stats SET
  drafts = (SELECT count(*) FROM invoices WHERE finalized_at IS NULL),
  paid_invoices = (SELECT count(*) FROM invoices WHERE finalized_at IS NOT NULL AND cancelled_at IS NULL AND balance <= 0),
  cancelled = (SELECT count(*) FROM invoices WHERE finalized_at IS NOT NULL AND cancelled_at IS NOT NULL)
  WHERE id = 1;
--> statement-breakpoint
INSERT INTO invoice_stat_open (due_date, open, partial, downloaded, sent)
  SELECT due_date, count(*), count(*) FILTER (WHERE paid > 0),
    count(*) FILTER (WHERE paid <= 0 AND downloaded_at IS NOT NULL),
    count(*) FILTER (WHERE paid <= 0 AND downloaded_at IS NULL AND sent_at IS NOT NULL)
  FROM invoices WHERE finalized_at IS NOT NULL AND cancelled_at IS NULL AND balance > 0
  GROUP BY due_date;
