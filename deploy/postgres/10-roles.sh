#!/bin/sh
# Runs once, when the postgres volume is first initialised (docker-entrypoint-initdb.d): the
# roles of ADR 015. mesadinha_app owns nothing and gets its grants from the migrations;
# mesadinha_bff is the BFF's login in it. The password comes from the bff_db_password secret.
set -eu
password=$(cat /run/secrets/bff_db_password)
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set=password="$password" <<'SQL'
CREATE ROLE mesadinha_app NOLOGIN;
CREATE ROLE mesadinha_bff LOGIN PASSWORD :'password' IN ROLE mesadinha_app;
SQL
