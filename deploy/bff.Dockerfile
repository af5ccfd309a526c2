# syntax=docker/dockerfile:1.7
# The BFF (ADR 039): the esbuild bundle (bff/dist) with the production dependencies it leaves
# external, sharp's native libvips among them, from `pnpm deploy --prod`. Build from the
# repository root: docker build -f deploy/bff.Dockerfile -t mesadinha/bff .

FROM node:20.19-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
# Dependencies first (only the lockfile): a source change reuses this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store pnpm fetch --store-dir /pnpm-store
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    pnpm install --store-dir /pnpm-store --frozen-lockfile --offline --filter "@portal/bff..." \
 && pnpm --filter @portal/bff run build \
 && pnpm --filter @portal/bff deploy --store-dir /pnpm-store --prod --legacy /out \
 && rm -rf /out/src /out/bench /out/scripts /out/openapi /out/vendor /out/*.ts /out/build.mjs

FROM node:20.19-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /out ./
COPY --chmod=0755 deploy/bff-entrypoint.sh /usr/local/bin/bff-entrypoint
# The photo folder: a named volume shared by every instance is mounted here (compose.yaml).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["bff-entrypoint"]
CMD ["node", "dist/server.mjs"]
