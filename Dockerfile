# Production image: builds the shop, then runs `npm start` against DATABASE_URL.
# Node.js 26, the Active LTS line (security fixes until 30 April 2029), on Debian 13 (trixie);
# .ci/run runs the unit and ERP suites on it too (docs/decisions/0054).
FROM node:26-trixie-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci ends with patch-package (the root package's postinstall), which applies the patches of
# server-side builds under patches/ and fails when one does not apply, so they must be there first.
COPY patches ./patches/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:26-trixie-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY app ./app
COPY contract ./contract
COPY erp ./erp
COPY server ./server
COPY scripts ./scripts
COPY locales ./locales
COPY content ./content
COPY public ./public
COPY vite.config.ts tsconfig.json ./
RUN mkdir -p /app/data && chown -R node:node /app/data && touch build/server/index.js
USER node
EXPOSE 3000
# The image expects an external PostgreSQL: docker run -e DATABASE_URL=postgres://... -e SESSION_SECRET=...
# node itself as PID 1 (not npm, which does not pass SIGTERM on), so docker stop lets the workers
# finish their requests in flight before the shop exits.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
