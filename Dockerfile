# syntax=docker/dockerfile:1
# The site as one image: `docker build -t dokuma-site .` (optionally --build-arg BUILD_COMMIT=$(git rev-parse HEAD),
# which /readyz shows to a logged-in admin). Deployment, probes and rolling updates: docs/deploy.md.

# Build: every dependency (the build tools are dev dependencies), then `npm run build` into build/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# .git is not copied (.dockerignore): the commit comes from this argument, or stays unknown.
ARG BUILD_COMMIT=
RUN BUILD_COMMIT="$BUILD_COMMIT" npm run build

# Run: production dependencies only, the build, a non-root user.
FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production
WORKDIR /app
# pg_dump for the scheduled backups on PostgreSQL (BACKUP_SCHEDULE, docs/deploy.md): the client of
# the server's major version or newer, from PostgreSQL's own Debian repository (bookworm ships 15).
ARG PG_MAJOR=16
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl \
 && install -d /usr/share/postgresql-common/pgdg \
 && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
 && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
    > /etc/apt/sources.list.d/pgdg.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends "postgresql-client-${PG_MAJOR}" \
 && apt-get purge -y curl && apt-get autoremove -y && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force
# build/client (browser assets), build/server (React Router's server build, the server bundle
# main.js + server.js, db/migrations, which the server runs at start, db-template, the
# migrated empty database a first start on an empty /data copies, and demo-pictures, the demo
# content's image variants, which a first start with SEED=demo copies).
COPY --from=build /app/build ./build
# DATA_DIR: uploads/, private/ (CVs), tmp/; mount a volume here (shared by every process).
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=1
EXPOSE 3000
VOLUME ["/data"]
# Liveness: the process answers. (A load balancer routes on /readyz instead: see docs/deploy.md.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# package.json's `start` script (MALLOC_ARENA_MAX=1 is set above), run by node itself rather than
# through npm and a shell, so SIGTERM reaches the server directly and starts its drain.
CMD ["node", "--max-old-space-size=160", "--max-semi-space-size=8", "--enable-source-maps", "build/server/main.js"]
