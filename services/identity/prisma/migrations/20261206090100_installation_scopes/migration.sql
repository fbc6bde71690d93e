-- AlterTable
ALTER TABLE "integration_installations" ADD COLUMN     "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Hand-written: until now an installation had whatever its integration asked for; existing
-- installations keep exactly that as their granted scopes. From now on a new version asking
-- for more leaves them pending until the installing organization's admins accept them.
UPDATE "integration_installations" i
SET scopes = g.scopes
FROM "integrations" g
WHERE g.id = i.integration_id;
