#!/bin/sh
# The streaming replica: on an empty data folder, a base backup of the primary with -R (which
# writes standby.signal and primary_conninfo) through a slot of its own, so the primary keeps the
# WAL it has not replayed yet; then a plain postgres, a hot standby the read-apis read from.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready --host=postgres --port=5432 --quiet; do sleep 1; done
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup --host=postgres --username=replicator \
    --pgdata="$PGDATA" -R --wal-method=stream --create-slot --slot=flora_replica --checkpoint=fast
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on
