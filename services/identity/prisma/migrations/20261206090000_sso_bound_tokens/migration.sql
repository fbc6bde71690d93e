-- AlterTable
ALTER TABLE "api_tokens" ADD COLUMN     "bound_organization_id" TEXT;

-- CreateIndex
CREATE INDEX "api_tokens_bound_organization_id_idx" ON "api_tokens"("bound_organization_id");

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_bound_organization_id_fkey" FOREIGN KEY ("bound_organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: SSO tokens still valid at upgrade time, and the tokens they created, are bound
-- like new ones. A SAML login only signs in accounts that belong to its organization alone, so
-- an account that still has exactly one membership is bound to it; one that has joined another
-- organization since (the takeover this column closes) has its SSO tokens revoked instead: the
-- person logs in again. SSO tokens are recognised as the login issues them: no parent, an
-- expiry, and the label "SSO login (<provider label>)".
WITH RECURSIVE sso_tokens AS (
  SELECT t.id, t.user_id
  FROM "api_tokens" t
  WHERE t.parent_token_id IS NULL
    AND t.label LIKE 'SSO login (%)'
    AND t.expires_at > now()
    AND t.revoked_at IS NULL
  UNION
  SELECT c.id, s.user_id
  FROM "api_tokens" c
  JOIN sso_tokens s ON c.parent_token_id = s.id
  WHERE c.revoked_at IS NULL
),
sole_membership AS (
  SELECT m.user_id, min(m.organization_id) AS organization_id
  FROM "memberships" m
  WHERE m.user_id IN (SELECT user_id FROM sso_tokens)
  GROUP BY m.user_id
  HAVING count(*) = 1
),
bound AS (
  UPDATE "api_tokens" t
  SET bound_organization_id = o.organization_id
  FROM sso_tokens s JOIN sole_membership o ON o.user_id = s.user_id
  WHERE t.id = s.id
  RETURNING t.id
)
UPDATE "api_tokens" t
SET revoked_at = now()
FROM sso_tokens s
WHERE t.id = s.id AND s.user_id NOT IN (SELECT user_id FROM sole_membership);
