import type { EndpointDefinition } from '../api/endpoint';
import { endpoints } from '../api/endpoints';
import { formatResponse, formatShape, NAMED_SHAPES } from './format-shape';

const BASES = { profile: '/api/profile/', shop: '/api/shop/', cart: '/api/shop/' } as const;

const HEADER = `# API contract

<!-- Generated from the endpoint registry (packages/core/src/api/endpoints.ts) and its zod schemas by
\`pnpm --filter @vitrina/core docs:generate\`. Do not edit it by hand: the core's tests fail while it is stale. -->

The shop's HTTP API as \`@vitrina/core\` calls it: the registry \`src/api/endpoints.ts\`, whose zod
schemas (\`src/schemas/\`) are the contract for the SDK and for the reference server alike.

## Conventions

- **Bases.** Profile calls live under \`/api/profile/\`, shop calls under \`/api/shop/\`. Cart calls
  (\`api: 'cart'\`) use the shop's base unless configured otherwise.
- **Paths** are relative, with \`{param}\` placeholders. A GET marked *(id)* below takes an id that
  the client appends as the last segment: \`getCart\` with id \`c7b1\` requests \`/api/shop/cart/c7b1\`.
- **Requests.** GET sends its request as the query (arrays comma-separated: \`ids=1,2,3\`); every other
  method sends a JSON body, DELETE included.
- **Answers.** Every 2xx answer is \`{ "success": true, "data": … }\`; the *Response* column shows
  \`data\`. "ok" means \`{ "success": true }\` with nothing to read. A failure is a 4xx/5xx with the error
  body of \`schemas/api-error.ts\`: \`{ "error": { "code", "message", "fields"? } }\`. The one exception is
  the login check \`me\`, which may answer 200 \`{ "success": false }\` for a token that is not valid.
- **Auth.** "bearer" calls carry \`Authorization: Bearer <token>\`; "optional" ones carry it when there
  is one, because the answer depends on who asks. The shop's Basic auth, where an environment needs
  it, goes on the other shop and cart calls.
- **Retries.** Cart mutations are sent with an \`Idempotency-Key\` header, the same on every attempt,
  so the server can answer a repeat with the first result instead of applying it twice. Calls whose
  *Auth* column adds "key required" (placing an order) are only sent with one: the server answers 400
  without it, and the same order for a repeated key.
- Objects may carry more fields than listed: readers ignore (drop) them. A wrong type fails.
- Shapes: a field shown by its name alone is a string; \`?\` marks one that may be left out.
`;

const SECTIONS = [
  { title: 'Profile API — `/api/profile/`', api: 'profile' },
  { title: 'Shop API — `/api/shop/`', api: 'shop' },
  { title: 'Cart — `/api/shop/cart…`', api: 'cart' },
] as const;

function auth(endpoint: EndpointDefinition): string {
  const who = endpoint.auth === true ? 'bearer' : endpoint.auth === 'optional' ? 'optional' : '–';
  return endpoint.idempotency === 'required' ? `${who}, key required` : who;
}

function path(endpoint: EndpointDefinition): string {
  const full = `\`${BASES[endpoint.api]}${endpoint.path}${endpoint.idParam ? `/{${endpoint.idParam}}` : ''}\``;
  return endpoint.idParam ? `${full} *(id)*` : full;
}

function request(endpoint: EndpointDefinition): string {
  if (!endpoint.request) return '–';
  const shape = `\`${formatShape(endpoint.request)}\``;
  return endpoint.method === 'GET' ? `query ${shape}` : shape;
}

function row(endpoint: EndpointDefinition): string {
  return `| \`${endpoint.name}\` | ${endpoint.method} | ${path(endpoint)} | ${auth(endpoint)} | ${request(endpoint)} | \`${formatResponse(endpoint.response)}\` |`;
}

function shapesSection(): string {
  const lines = Array.from(NAMED_SHAPES, ([schema, name]) => `- \`${name}\` = \`${formatShape(schema, 3, false)}\``);
  return `## Shapes\n\n${lines.join('\n')}\n`;
}

/** packages/core/docs/api-contract.md, from the registry. */
export function renderApiContract(): string {
  const all = Object.values(endpoints) as EndpointDefinition[];
  const sections = SECTIONS.map(({ title, api }) => {
    const rows = all.filter((endpoint) => endpoint.api === api).map(row);
    return `## ${title}

| Name | Method | Path | Auth | Request | Response (\`data\`) |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
  });
  return [HEADER, ...sections, shapesSection()].join('\n');
}
