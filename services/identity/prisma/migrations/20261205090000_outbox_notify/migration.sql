-- Wakes the outbox relay when a transaction that wrote events commits: NOTIFY is delivered at
-- commit (never for a rolled-back transaction) and sent once per transaction, however many
-- events it wrote. The relay then polls only as a safety net.
CREATE FUNCTION "quire_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quire_outbox', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "outbox_notify" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "quire_outbox_notify"();
