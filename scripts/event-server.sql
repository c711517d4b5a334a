-- The Renju Arbiter schema on a PostgreSQL event server: one journal per event, appended only
-- through functions that check who may write. Installed by scripts/event-server.sh as the
-- cluster's superuser into the database `renju`; every object belongs to renju_owner, a role
-- no one logs in as. The database decides only who may write at all; what a command means and
-- whether its issuer may give it is decided by the hall server (renju-arbiter hall-server),
-- which runs the application's dispatch and is the events' one writer:
--   renju_viewer   reads every event (the live page);
--   renju_chief    also creates events and appends entries: the hall server's account (and
--                  the chief arbiter's own station), never a referee's;
--   renju_referee  kept for clusters made before the hall server: it may no longer write.
-- Every journal row records who issued it: the referee the hall server authenticated, or the
-- role of the session that appended it.
\set ON_ERROR_STOP on
SET client_min_messages = warning;
SET ROLE renju_owner;

CREATE SCHEMA IF NOT EXISTS renju;
REVOKE ALL ON SCHEMA renju FROM PUBLIC;
GRANT USAGE ON SCHEMA renju TO renju_viewer;

CREATE TABLE IF NOT EXISTS renju.schema_version (version integer NOT NULL);
INSERT INTO renju.schema_version SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM renju.schema_version);

CREATE TABLE IF NOT EXISTS renju.events (
    name        text PRIMARY KEY CHECK (name <> '' AND length(name) <= 200),
    -- The server's wall clock (ms since the Unix epoch) at event time 0: every station reads
    -- the event's timeline from the server's clock, so one press runs the same clock everywhere.
    origin_ms   bigint NOT NULL,
    created_by  name NOT NULL DEFAULT session_user,
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE IF NOT EXISTS renju.journal (
    event         text   NOT NULL REFERENCES renju.events (name),
    sequence      bigint NOT NULL CHECK (sequence > 0),
    kind          text   NOT NULL CHECK (kind IN ('command', 'open', 'close')),
    event_ms      bigint NOT NULL,
    monotonic_ms  bigint NOT NULL,
    wall_ms       bigint NOT NULL,
    boot_id       text   NOT NULL,
    actor         text   NOT NULL,
    payload       text   NOT NULL,
    program       text   NOT NULL,
    -- Who issued it: the referee the hall server authenticated, else the session's role.
    role          name   NOT NULL,
    -- The station's id for the command at the hall server ('' otherwise): a resend is
    -- recognised by it.
    request_id    text   NOT NULL DEFAULT '',
    committed_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (event, sequence)
);
-- Clusters made before the hall server: the columns the database's own rights checks read
-- from the command text are gone with those checks; the request id is new.
DROP INDEX IF EXISTS renju.journal_table;
ALTER TABLE renju.journal DROP COLUMN IF EXISTS command_type, DROP COLUMN IF EXISTS round_no,
    DROP COLUMN IF EXISTS table_no, DROP COLUMN IF EXISTS is_ruling;
ALTER TABLE renju.journal ADD COLUMN IF NOT EXISTS request_id text NOT NULL DEFAULT '';

CREATE TABLE IF NOT EXISTS renju.referees (
    role      name PRIMARY KEY,
    rights    text NOT NULL CHECK (rights IN ('chief', 'referee', 'viewer')),
    added_by  name NOT NULL DEFAULT session_user,
    added_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);

REVOKE ALL ON ALL TABLES IN SCHEMA renju FROM PUBLIC;
GRANT SELECT ON renju.schema_version, renju.events, renju.journal, renju.referees TO renju_viewer;

-- The server's clock in milliseconds since the Unix epoch (the event timelines' clock).
CREATE OR REPLACE FUNCTION renju.server_ms() RETURNS bigint
LANGUAGE sql STABLE AS $$ SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint $$;

CREATE OR REPLACE FUNCTION renju.require(p_group text, p_what text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    IF NOT pg_has_role(session_user, p_group, 'MEMBER') THEN
        RAISE EXCEPTION 'permission denied: % may not %', session_user, p_what
            USING ERRCODE = '42501',
                  HINT = CASE p_group WHEN 'renju_chief' THEN 'only the chief arbiter may'
                                      ELSE 'a viewer may only read the event' END;
    END IF;
END $$;

-- Creates an event whose timeline resumes at `p_resume_at_ms` (0 for a new event; the last
-- recorded event time for one pushed from a file). Chief arbiter only.
CREATE OR REPLACE FUNCTION renju.create_event(p_name text, p_resume_at_ms bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    PERFORM renju.require('renju_chief', 'create an event');
    IF EXISTS (SELECT 1 FROM renju.events WHERE name = p_name) THEN
        RAISE EXCEPTION 'the event % already exists on this server', quote_literal(p_name)
            USING ERRCODE = '23505';
    END IF;
    INSERT INTO renju.events (name, origin_ms) VALUES (p_name, renju.server_ms() - p_resume_at_ms);
END $$;

-- Removes an event whose journal is empty (a creation that was refused). Chief arbiter only.
CREATE OR REPLACE FUNCTION renju.drop_empty_event(p_name text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    PERFORM renju.require('renju_chief', 'remove an event');
    DELETE FROM renju.events e WHERE e.name = p_name
       AND NOT EXISTS (SELECT 1 FROM renju.journal j WHERE j.event = e.name);
END $$;

-- Takes the event's append lock for the rest of the transaction and returns its last
-- sequence number: the writer then reads what was appended and checks its command on the
-- latest state before renju.append. The hall server's account (chief rights) only.
CREATE OR REPLACE FUNCTION renju.lock_journal(p_event text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    PERFORM renju.require('renju_chief', 'change the event (referees enter commands through the hall server)');
    PERFORM 1 FROM renju.events WHERE name = p_event FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no event % on this server', quote_literal(p_event) USING ERRCODE = 'P0002';
    END IF;
    RETURN (SELECT coalesce(max(sequence), 0) FROM renju.journal WHERE event = p_event);
END $$;

DROP FUNCTION IF EXISTS renju.undone_entry(text, integer, integer);
DROP FUNCTION IF EXISTS renju.check_ruling_owner(text, text, integer, integer, text);
DROP FUNCTION IF EXISTS renju.append(text, bigint, text, bigint, bigint, bigint, text, text, text,
                                     text);

-- Appends one entry as the next sequence number of the event, under the lock of
-- renju.lock_journal, and tells the listening stations. The hall server's account only (chief
-- rights): it has checked the command with the application before; `p_issuer` is the referee
-- it authenticated ('' for the session's own role). The payload is stored, never read here.
CREATE OR REPLACE FUNCTION renju.append(p_event text, p_sequence bigint, p_kind text,
                                        p_event_ms bigint, p_monotonic_ms bigint, p_wall_ms bigint,
                                        p_boot_id text, p_actor text, p_payload text,
                                        p_program text, p_issuer text, p_request_id text)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    v_last bigint;
BEGIN
    v_last := renju.lock_journal(p_event);
    IF p_sequence <> v_last + 1 THEN
        RAISE EXCEPTION 'the journal of % moved on to entry %', quote_literal(p_event), v_last
            USING ERRCODE = '40001';
    END IF;
    IF p_kind <> 'command' AND p_payload <> '' THEN
        RAISE EXCEPTION 'a session entry carries no command' USING ERRCODE = '22023';
    END IF;
    INSERT INTO renju.journal (event, sequence, kind, event_ms, monotonic_ms, wall_ms, boot_id,
                               actor, payload, program, role, request_id)
    VALUES (p_event, p_sequence, p_kind, p_event_ms, p_monotonic_ms, p_wall_ms, p_boot_id,
            p_actor, p_payload, p_program,
            CASE WHEN coalesce(p_issuer, '') = '' THEN session_user ELSE p_issuer END,
            coalesce(p_request_id, ''));
    PERFORM pg_notify('renju_journal', p_sequence || ' ' || p_event);
    RETURN p_sequence;
END $$;

-- Adds a referee (or changes an existing referee's password and rights): a login role with
-- the SCRAM verifier the client computed (the password itself never reaches the server).
-- Chief arbiter only.
CREATE OR REPLACE FUNCTION renju.add_referee(p_name text, p_rights text, p_verifier text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    v_group text;
BEGIN
    PERFORM renju.require('renju_chief', 'add referees');
    IF p_rights = 'referee' THEN
        RAISE EXCEPTION 'a referee signs in at the hall server, not at the database: renju-arbiter referee add http://chief@HOST:PORT?event=NAME ...'
            USING ERRCODE = '22023';
    END IF;
    IF p_rights NOT IN ('chief', 'viewer') THEN
        RAISE EXCEPTION 'rights must be chief or viewer, not %', quote_literal(p_rights)
            USING ERRCODE = '22023';
    END IF;
    IF NOT starts_with(p_verifier, 'SCRAM-SHA-256$') THEN
        RAISE EXCEPTION 'a SCRAM-SHA-256 verifier is required, never a password'
            USING ERRCODE = '22023';
    END IF;
    IF p_name = '' OR starts_with(p_name, 'pg_') OR starts_with(p_name, 'renju_') THEN
        RAISE EXCEPTION 'the name % is reserved', quote_literal(p_name) USING ERRCODE = '22023';
    END IF;
    v_group := 'renju_' || p_rights;
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = p_name) THEN
        IF NOT EXISTS (SELECT 1 FROM renju.referees WHERE role = p_name) THEN
            RAISE EXCEPTION 'the role % exists and is not a referee', quote_literal(p_name)
                USING ERRCODE = '42710';
        END IF;
        EXECUTE format('ALTER ROLE %I PASSWORD %L', p_name, p_verifier);
        EXECUTE format('REVOKE renju_viewer, renju_referee, renju_chief FROM %I', p_name);
        UPDATE renju.referees SET rights = p_rights, added_by = session_user,
                                  added_at = clock_timestamp() WHERE role = p_name;
    ELSE
        EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', p_name, p_verifier);
        INSERT INTO renju.referees (role, rights) VALUES (p_name, p_rights);
    END IF;
    EXECUTE format('GRANT %I TO %I', v_group, p_name);
END $$;

REVOKE ALL ON ALL FUNCTIONS IN SCHEMA renju FROM PUBLIC;
GRANT EXECUTE ON FUNCTION renju.server_ms() TO renju_viewer;
GRANT EXECUTE ON FUNCTION renju.lock_journal(text) TO renju_chief;
GRANT EXECUTE ON FUNCTION renju.append(text, bigint, text, bigint, bigint, bigint, text, text,
                                       text, text, text, text) TO renju_chief;
GRANT EXECUTE ON FUNCTION renju.create_event(text, bigint) TO renju_chief;
GRANT EXECUTE ON FUNCTION renju.add_referee(text, text, text) TO renju_chief;
GRANT EXECUTE ON FUNCTION renju.drop_empty_event(text) TO renju_chief;

-- Files of the hall server kept in the database (the referees' list, with their verifiers and
-- the server's secret), so that a standby holds them with every command: a promoted standby's
-- hall server signs in the same referees. Only the cluster's superuser reads or writes them
-- (scripts/hall-supervisor.sh copies the file in; event-server.sh --promote writes it out).
CREATE TABLE IF NOT EXISTS renju.hall_files (
    name      text PRIMARY KEY,
    content   text NOT NULL,
    saved_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
REVOKE ALL ON renju.hall_files FROM PUBLIC;
