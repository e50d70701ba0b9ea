ALTER TABLE "chat_members" ADD COLUMN "unseen_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_message_id" integer;--> statement-breakpoint
-- Hand-written: fills the two kept values for chats written before them (nothing to keep when squashing).
UPDATE "chats" c SET "last_message_id" = (SELECT max(m."id") FROM "chat_messages" m WHERE m."chat_id" = c."id");--> statement-breakpoint
UPDATE "chat_members" cm SET "unseen_count" = (SELECT count(*) FROM "chat_messages" m WHERE m."chat_id" = cm."chat_id" AND m."id" > cm."last_read_message_id" AND m."sender_id" IS DISTINCT FROM cm."user_id");
