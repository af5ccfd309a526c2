#!/bin/sh
# Runs once, when the postgres volume is first initialised (docker-entrypoint-initdb.d): the
# roles of ADR 015. mesadinha_owner owns the database and runs the migrations; it is no
# superuser (issue 36: a definer function it owns then has no more rights than the tables'
# owner). mesadinha_app owns nothing and gets its grants from the migrations; mesadinha_bff is
# the BFF's login in it. Passwords come from the owner_db_password and bff_db_password secrets.
# Safe to run again: missing roles are created, passwords and attributes set every time.
set -eu
secrets="${SECRETS_DIR:-/run/secrets}"
owner="${OWNER_DB_USER:-mesadinha_owner}"
bff="${BFF_DB_USER:-mesadinha_bff}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set=owner="$owner" --set=owner_password="$(cat "$secrets/owner_db_password")" \
  --set=bff="$bff" --set=bff_password="$(cat "$secrets/bff_db_password")" \
  --set=db="$POSTGRES_DB" <<'SQL'
SELECT NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mesadinha_app') AS missing_app,
  NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'owner') AS missing_owner,
  NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'bff') AS missing_bff \gset
\if :missing_app
CREATE ROLE mesadinha_app NOLOGIN;
\endif
\if :missing_owner
CREATE ROLE :"owner" LOGIN;
\endif
\if :missing_bff
CREATE ROLE :"bff" LOGIN IN ROLE mesadinha_app;
\endif
ALTER ROLE :"owner" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'owner_password';
ALTER ROLE :"bff" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'bff_password';
ALTER DATABASE :"db" OWNER TO :"owner";
ALTER SCHEMA public OWNER TO :"owner";
SQL
