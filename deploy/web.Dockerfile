# syntax=docker/dockerfile:1.7
# The static deployables (ADR 039): shell, parent-app and child-app are one recipe with the app
# as a build argument. A pnpm build (which precompresses, scripts/precompress.mjs), served by Caddy with the cache
# rules of deploy/caddy/static-common.caddy. From the repository root:
#   docker build -f deploy/web.Dockerfile --build-arg APP=shell --build-arg CADDYFILE=shell.Caddyfile -t mesadinha/shell .
#   docker build -f deploy/web.Dockerfile --build-arg APP=parent-app -t mesadinha/parent-app .

FROM node:20.19-slim AS build
ARG APP
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store pnpm fetch --store-dir /pnpm-store
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    test -n "${APP}" \
 && pnpm install --store-dir /pnpm-store --frozen-lockfile --offline --filter "@portal/${APP}..." \
 && pnpm --filter "@portal/${APP}" run build

FROM caddy:2.8-alpine
ARG APP
ARG CADDYFILE=remote.Caddyfile
# Caddy keeps nothing (no certificates here, no admin API): a read-only root and any user work.
ENV XDG_CONFIG_HOME=/tmp/caddy XDG_DATA_HOME=/tmp/caddy PORT=8080 STATIC_ROOT=/srv
COPY deploy/caddy/static-common.caddy /etc/caddy/static-common.caddy
COPY deploy/caddy/${CADDYFILE} /etc/caddy/Caddyfile
COPY --from=build /repo/${APP}/dist /srv
USER 65534:65534
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/mf-manifest.json"]
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
