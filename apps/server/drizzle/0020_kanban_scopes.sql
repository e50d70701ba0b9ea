ALTER TABLE "kanbans" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "kanbans" ADD CONSTRAINT "kanbans_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kanbans_case_idx" ON "kanbans" USING btree ("case_id") WHERE "kanbans"."scope" = 'case';--> statement-breakpoint
CREATE INDEX "kanbans_team_idx" ON "kanbans" USING btree ("team_id");