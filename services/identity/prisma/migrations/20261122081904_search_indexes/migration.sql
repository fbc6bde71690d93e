-- Case-insensitive "contains" filters (member search on display name and email, team
-- title filter) are ILIKE '%...%' queries; trigram GIN indexes serve them without a
-- sequential scan of every user or team. Prisma cannot express these indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "users_display_name_trgm_idx" ON "users" USING GIN ("display_name" gin_trgm_ops);

CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);

CREATE INDEX "teams_title_trgm_idx" ON "teams" USING GIN ("title" gin_trgm_ops);
