-- The Renju Arbiter schema on a PostgreSQL event server: one journal per event, appended only
-- through functions that check who may do what. Installed by scripts/event-server.sh as the
-- cluster's superuser into the database `renju`; every object belongs to renju_owner, a role
-- no one logs in as. The rights are the database's, not only the program's:
--   renju_viewer   reads every event;
--   renju_referee  also appends game, clock and result entries, but may not change a ruling
--                  that another referee made (a result, a claim ruling or an override, or an
--                  undo that would take one back);
--   renju_chief    also creates events, sets up players, pairs and runs rounds, changes any
--                  ruling and adds referees.
-- Every journal row records the role of the session that appended it (session_user inside the
-- security-definer functions: the authenticated login, which the client cannot choose).
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
    -- Who appended it: the session's role, never a text the client sent.
    role          name   NOT NULL,
    -- Read from the payload by renju.append (not sent apart), for the rights checks.
    command_type  text,
    round_no      integer,
    table_no      integer,
    is_ruling     boolean NOT NULL DEFAULT false,
    committed_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (event, sequence)
);
CREATE INDEX IF NOT EXISTS journal_table ON renju.journal (event, round_no, table_no, sequence);

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
-- sequence number: the station then reads what others appended and checks its command on
-- the latest state before renju.append. Referees and the chief arbiter only.
CREATE OR REPLACE FUNCTION renju.lock_journal(p_event text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    PERFORM renju.require('renju_referee', 'change the event');
    PERFORM 1 FROM renju.events WHERE name = p_event FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no event % on this server', quote_literal(p_event) USING ERRCODE = 'P0002';
    END IF;
    RETURN (SELECT coalesce(max(sequence), 0) FROM renju.journal WHERE event = p_event);
END $$;

-- Returns the role whose entry an undo at (round, table) would take back, and whether that
-- entry is a ruling: the table's game entries in order, each undo taking back the last one.
CREATE OR REPLACE FUNCTION renju.undone_entry(p_event text, p_round integer, p_table integer,
                                              OUT owner name, OUT is_ruling boolean)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    v_owners name[] := '{}';
    v_rulings boolean[] := '{}';
    v_row record;
BEGIN
    FOR v_row IN SELECT j.role, j.is_ruling, (j.payload::jsonb ->> 'event') AS game_event
                   FROM renju.journal j
                  WHERE j.event = p_event AND j.round_no = p_round AND j.table_no = p_table
                    AND j.command_type = 'game'
                  ORDER BY j.sequence LOOP
        IF v_row.game_event = 'undo' OR v_row.game_event LIKE 'undo %' THEN
            v_owners := v_owners[1:cardinality(v_owners) - 1];
            v_rulings := v_rulings[1:cardinality(v_rulings) - 1];
        ELSE
            v_owners := v_owners || v_row.role;
            v_rulings := v_rulings || v_row.is_ruling;
        END IF;
    END LOOP;
    owner := v_owners[cardinality(v_owners)];
    is_ruling := coalesce(v_rulings[cardinality(v_rulings)], false);
END $$;

-- Refuses a referee's entry that would change another referee's ruling at its table.
CREATE OR REPLACE FUNCTION renju.check_ruling_owner(p_event text, p_type text, p_round integer,
                                                    p_table integer, p_game_event text)
RETURNS void
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    v_owner name;
    v_is_ruling boolean;
BEGIN
    IF p_type = 'result' OR (p_type = 'game' AND (p_game_event LIKE 'ruling %'
                                                  OR p_game_event LIKE 'override %')) THEN
        SELECT role INTO v_owner FROM renju.journal
         WHERE event = p_event AND round_no = p_round AND table_no = p_table AND is_ruling
         ORDER BY sequence DESC LIMIT 1;
        v_is_ruling := v_owner IS NOT NULL;
    ELSIF p_type = 'game' AND (p_game_event = 'undo' OR p_game_event LIKE 'undo %') THEN
        SELECT u.owner, u.is_ruling INTO v_owner, v_is_ruling
          FROM renju.undone_entry(p_event, p_round, p_table) u;
    END IF;
    IF v_is_ruling AND v_owner <> session_user THEN
        RAISE EXCEPTION 'permission denied: round % table %: the ruling there is %''s; only they or the chief arbiter may change it',
                        p_round, p_table, v_owner
            USING ERRCODE = '42501';
    END IF;
END $$;

-- Appends one entry as the next sequence number of the event, under the lock of
-- renju.lock_journal, and tells the listening stations. Referees and the chief arbiter only;
-- a referee only for game, clock and result entries, never over another's ruling.
CREATE OR REPLACE FUNCTION renju.append(p_event text, p_sequence bigint, p_kind text,
                                        p_event_ms bigint, p_monotonic_ms bigint, p_wall_ms bigint,
                                        p_boot_id text, p_actor text, p_payload text,
                                        p_program text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    v_last bigint;
    v_doc jsonb;
    v_type text;
    v_round integer;
    v_table integer;
    v_game_event text;
    v_is_ruling boolean := false;
BEGIN
    v_last := renju.lock_journal(p_event);
    IF p_sequence <> v_last + 1 THEN
        RAISE EXCEPTION 'the journal of % moved on to entry %', quote_literal(p_event), v_last
            USING ERRCODE = '40001';
    END IF;
    IF p_kind = 'command' THEN
        v_doc := p_payload::jsonb;
        v_type := v_doc ->> 'type';
        v_round := (v_doc ->> 'round')::integer;
        v_table := (v_doc ->> 'table')::integer;
        v_game_event := v_doc ->> 'event';
        v_is_ruling := v_type = 'result' OR (v_type = 'game' AND (v_game_event LIKE 'ruling %'
                                                                OR v_game_event LIKE 'override %'));
        IF NOT pg_has_role(session_user, 'renju_chief', 'MEMBER') THEN
            IF v_type IS NULL OR v_type NOT IN ('game', 'clock', 'result') THEN
                RAISE EXCEPTION 'permission denied: % may not change the event''s setup, players or pairings (%); only the chief arbiter may',
                                session_user, coalesce(v_type, 'unknown')
                    USING ERRCODE = '42501';
            END IF;
            PERFORM renju.check_ruling_owner(p_event, v_type, v_round, v_table, v_game_event);
        END IF;
    ELSIF p_payload <> '' THEN
        RAISE EXCEPTION 'a session entry carries no command' USING ERRCODE = '22023';
    END IF;
    INSERT INTO renju.journal (event, sequence, kind, event_ms, monotonic_ms, wall_ms, boot_id,
                               actor, payload, program, role, command_type, round_no, table_no,
                               is_ruling)
    VALUES (p_event, p_sequence, p_kind, p_event_ms, p_monotonic_ms, p_wall_ms, p_boot_id,
            p_actor, p_payload, p_program, session_user, v_type, v_round, v_table, v_is_ruling);
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
    IF p_rights NOT IN ('chief', 'referee', 'viewer') THEN
        RAISE EXCEPTION 'rights must be chief, referee or viewer, not %', quote_literal(p_rights)
            USING ERRCODE = '22023';
    END IF;
    IF p_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
        RAISE EXCEPTION 'a SCRAM-SHA-256 verifier is required, never a password'
            USING ERRCODE = '22023';
    END IF;
    IF p_name = '' OR p_name LIKE 'pg\_%' OR p_name LIKE 'renju\_%' THEN
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
GRANT EXECUTE ON FUNCTION renju.lock_journal(text) TO renju_referee;
GRANT EXECUTE ON FUNCTION renju.append(text, bigint, text, bigint, bigint, bigint, text, text,
                                       text, text) TO renju_referee;
GRANT EXECUTE ON FUNCTION renju.create_event(text, bigint) TO renju_chief;
GRANT EXECUTE ON FUNCTION renju.add_referee(text, text, text) TO renju_chief;
GRANT EXECUTE ON FUNCTION renju.drop_empty_event(text) TO renju_chief;
