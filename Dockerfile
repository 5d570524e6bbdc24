# The storefront (and, with another command, the reference API) in a container; compose.yaml runs
# the same arrangement as `npm run cluster`: nginx, two storefront instances, Redis and the API.
#
#   docker build -t storefront .
#   docker run -p 4321:4321 -e API_BASE_URL=https://api.example.com storefront

# Build: every dependency (Astro and the build tools are dev dependencies), then the production
# build with its pre-compressed static files, then only what runs in production is kept.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV ASTRO_TELEMETRY_DISABLED=1
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: the build, the server and the sources it imports (TypeScript, run by Node 24 as it is).
FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    IMAGE_CACHE_DIR=/app/.cache/img \
    SESSION_DIR=/app/.cache/session
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/src ./src
COPY --from=build /app/api ./api
# The folders the processes write to belong to the unprivileged user the image runs as.
RUN mkdir -p .cache/img .cache/session data && chown -R node:node .cache data
USER node
EXPOSE 4321
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`,{signal:AbortSignal.timeout(2500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=32", "server/storefront.ts"]
