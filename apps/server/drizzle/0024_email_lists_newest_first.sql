DROP INDEX "emails_folder_idx";--> statement-breakpoint
DROP INDEX "emails_starred_idx";--> statement-breakpoint
DROP INDEX "emails_trash_idx";--> statement-breakpoint
CREATE INDEX "emails_label_private_idx" ON "emails" USING btree ("owner_id","folder","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."labels" @> array['private']::text[] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_label_company_idx" ON "emails" USING btree ("owner_id","folder","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."labels" @> array['company']::text[] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_label_personal_idx" ON "emails" USING btree ("owner_id","folder","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."labels" @> array['personal']::text[] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_label_important_idx" ON "emails" USING btree ("owner_id","folder","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."labels" @> array['important']::text[] and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_folder_idx" ON "emails" USING btree ("owner_id","folder","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_starred_idx" ON "emails" USING btree ("owner_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."is_starred" and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_trash_idx" ON "emails" USING btree ("owner_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."is_deleted";