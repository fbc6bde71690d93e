-- CreateEnum
CREATE TYPE "grant_subject" AS ENUM ('user', 'team');

-- CreateTable
CREATE TABLE "collection_user_permissions" (
    "collection_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "role" "member_role" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "collection_user_permissions_pkey" PRIMARY KEY ("collection_id","user_id")
);

-- CreateTable
CREATE TABLE "space_permissions" (
    "space_id" TEXT NOT NULL,
    "subject_kind" "grant_subject" NOT NULL,
    "subject_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "role" "member_role" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "space_permissions_pkey" PRIMARY KEY ("space_id","subject_kind","subject_id")
);

-- CreateIndex
CREATE INDEX "collection_user_permissions_organization_id_user_id_idx" ON "collection_user_permissions"("organization_id", "user_id");

-- CreateIndex
CREATE INDEX "space_permissions_organization_id_subject_kind_subject_id_idx" ON "space_permissions"("organization_id", "subject_kind", "subject_id");

-- AddForeignKey
ALTER TABLE "collection_user_permissions" ADD CONSTRAINT "collection_user_permissions_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "space_permissions" ADD CONSTRAINT "space_permissions_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Every grant, whatever it is given on and to, in one shape: what access/tree.ts reads to
-- decide a level. PostgreSQL pushes a query's conditions into each branch, so a read by
-- resource id uses each table's primary key, and one by organization and subject its
-- (organization_id, subject) index. Prisma does not model views: changes go in hand-written
-- migrations.
CREATE VIEW "access_grants" AS
  SELECT "collection_id" AS "resource_id", 'collection'::text AS "resource_kind", "organization_id",
         'team'::text AS "subject_kind", "team_id" AS "subject_id", "role"
    FROM "collection_team_permissions"
  UNION ALL
  SELECT "collection_id", 'collection', "organization_id", 'user', "user_id", "role"
    FROM "collection_user_permissions"
  UNION ALL
  SELECT "space_id", 'space', "organization_id", "subject_kind"::text, "subject_id", "role"
    FROM "space_permissions";
