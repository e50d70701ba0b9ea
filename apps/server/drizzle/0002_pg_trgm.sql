-- Trigram matching for the users search (name or email contains the text). pg_trgm is a trusted extension on
-- PostgreSQL 13+ (a database owner may create it); PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
