#!/bin/sh
# Run once by the official postgres image on an empty data folder (/docker-entrypoint-initdb.d):
# the role the replica streams as, and the pg_hba line that lets it (the image allows no
# replication connection from another host by default).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
