# One image for the API (which also serves the built front end), the Kafka relay and the projectors
# (docker-compose.yml runs them with other commands).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/event-store/package.json services/event-store/
COPY services/api-client/package.json services/api-client/
COPY services/api/package.json services/api/
COPY services/bench/package.json services/bench/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY services services
COPY frontend frontend
COPY docs/openapi.json docs/
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
EXPOSE 3000
CMD ["node", "--max-semi-space-size=64", "services/api/dist/main.js"]
