CREATE INDEX "invoices_client_asc_idx" ON "invoices" USING btree (lower("client_name"),"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_total_asc_idx" ON "invoices" USING btree ("total","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_balance_asc_idx" ON "invoices" USING btree ("balance","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_issued_asc_idx" ON "invoices" USING btree ("issued_date","id" DESC NULLS FIRST);