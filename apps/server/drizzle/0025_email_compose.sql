ALTER TABLE "email_attachments" ALTER COLUMN "email_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_attachments_upload_idx" ON "email_attachments" USING btree ("uploaded_by") WHERE "email_attachments"."email_id" is null;--> statement-breakpoint
CREATE INDEX "emails_held_idx" ON "emails" USING btree ("held_until") WHERE "emails"."held_until" is not null;