#!/bin/sh
# The BFF image's entrypoint (ADR 039): every Docker secret /run/secrets/<name> becomes the
# environment variable <NAME> (better_auth_secret → BETTER_AUTH_SECRET), so secrets never sit
# in compose.yaml or `docker inspect`. Without DATABASE_URL / DATABASE_OWNER_URL, they are
# built from the database secrets: the app login (ADR 015) and the owner that migrates,
# mesadinha_owner, which is no superuser (issue 36; deploy/postgres/10-roles.sh). The BFF
# never gets the postgres superuser's password.
set -eu
secrets="${SECRETS_DIR:-/run/secrets}"
if [ -d "$secrets" ]; then
  for file in "$secrets"/*; do
    [ -f "$file" ] || continue
    name=$(basename "$file" | tr '[:lower:]-' '[:upper:]_')
    value=$(cat "$file")
    export "$name=$value"
  done
fi
db="${DB_HOST:-postgres}:${DB_PORT:-5432}/${DB_NAME:-mesadinha}"
if [ -z "${DATABASE_URL:-}" ] && [ -n "${BFF_DB_PASSWORD:-}" ]; then
  export DATABASE_URL="postgres://${BFF_DB_USER:-mesadinha_bff}:${BFF_DB_PASSWORD}@${db}"
fi
if [ -z "${DATABASE_OWNER_URL:-}" ] && [ -n "${OWNER_DB_PASSWORD:-}" ]; then
  export DATABASE_OWNER_URL="postgres://${OWNER_DB_USER:-mesadinha_owner}:${OWNER_DB_PASSWORD}@${db}"
fi
unset BFF_DB_PASSWORD OWNER_DB_PASSWORD POSTGRES_PASSWORD
exec "$@"
