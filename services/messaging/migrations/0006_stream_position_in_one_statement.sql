-- An event takes its tenant's next stream position, goes to the log and to the outbox in one
-- statement (store/streamLog.ts, appendWithNextPosition), so the head row, locked until the
-- transaction commits, is held for that statement and the commit instead of three round trips:
-- each post of a tenant waited for the one before it to commit (bench/README.md, "The POST's
-- tail"). The position is a field of the event's payload, which is encoded before the position
-- is known: protobuf reads fields in any order, so the statement appends the field's bytes (its
-- key, then the number as a varint) to the payload encoded without it.
CREATE FUNCTION protobuf_varint_field(field_number integer, value bigint) RETURNS bytea
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  encoded bytea := '\x'::bytea;
  rest bigint := field_number::bigint << 3; -- wire type 0: varint
  pass integer;
BEGIN
  IF value < 0 THEN
    RAISE EXCEPTION 'protobuf_varint_field encodes non-negative values only, not %', value;
  END IF;
  FOR pass IN 1..2 LOOP
    LOOP
      IF rest < 128 THEN
        encoded := encoded || set_byte('\x00'::bytea, 0, rest::integer);
        EXIT;
      END IF;
      encoded := encoded || set_byte('\x00'::bytea, 0, ((rest & 127) | 128)::integer);
      rest := rest >> 7;
    END LOOP;
    rest := value;
  END LOOP;
  RETURN encoded;
END
$$;
