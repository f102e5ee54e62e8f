import type * as z from 'zod/mini';
import { ISLAND_ATTRIBUTES, PAGE_CONFIG_SCRIPT_ID } from '../island-attributes';
import { COUNTER_NAMES, LIST_NAMES, PAGE_KINDS, WIDGET_NAMES } from '../names';
import { TRUSTED_TYPES_POLICIES } from '../trusted-types';
import { defaultPageConfig, pageConfigSchema } from '../page-config-schema';
import { WIDGET_PROPS } from '../widget-props';
import { describeField } from './describe-schema';
import { hostApiSection } from './host-api-prose';
import { ISLAND_PROSE } from './island-prose';
import { PAGE_CONFIG_PROSE } from './page-config-prose';
import { triggersSection } from './trigger-prose';

const code = (value: string) => `\`${value}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodMiniType> };
  return def.type === 'object' ? def.shape : undefined;
}

const HEADER = `# Widget contract reference

<!-- Generated from packages/widgets/src/contract (the schemas and names) and its reference/ prose by
\`pnpm --filter @vitrina/widgets docs:generate\`. Do not edit it by hand: the widgets' tests fail while it is stale. -->

What a server-rendered page writes for the Vitrina widgets, and what each island does with it. The
names and schemas are \`@vitrina/widgets/contract\` (\`packages/widgets/src/contract/\`): a server in
TypeScript imports them to write what the widgets read (\`widgetAttrs(widget, data)\`, typed by each
widget's props schema, and \`pageConfigSchema\`).

## How islands are read

- An island is any element with ${code(ISLAND_ATTRIBUTES.widget)}. The runtime mounts a widget into each
  one it knows, and into islands added to the page later; what is inside a mounted island is then the
  widget's. An island must not wrap other content the page needs.
- Its props are its \`data-*\` attributes, by their \`dataset\` names (${code(ISLAND_ATTRIBUTES.productId)} is
  \`productId\`), and the fields of a child \`<script type="application/json">\` if it has one. Flags
  are written \`1\`/\`0\` (\`true\`/\`false\` also read), numbers in digits.
- Invalid attributes: one console warning naming the element, and the island keeps the page's HTML
  (or shows the widget's fallback, for a widget that has one, which stays until the page reloads).
- A name no widget answers to: one console warning naming the element.
- A mounted island follows its attributes: when the page changes one, the props are read and
  validated again and the widget renders with them; an invalid change keeps the last valid props,
  with one warning.
- A widget whose code is a chunk of its own (the rarer islands) reads an island's attributes once
  the chunk has arrived, so a change made while it loads is what it reads. A chunk that cannot be
  loaded leaves the page's HTML (or the fallback) with one warning; the next island of that widget
  tries again.
- Everything an island needs without script is the page's own HTML: the widgets add to it, and a
  page must work without them.
`;

function pageConfigSection(): string {
  const rows: string[] = [];
  const walk = (schema: z.ZodMiniType, fallback: unknown, path: string) => {
    const shape = shapeOf(schema);
    if (!shape) {
      const field = describeField(schema, 'json');
      rows.push(`| ${code(path)} | ${cell(field.type)} | ${code(JSON.stringify(fallback))} | ${cell(PAGE_CONFIG_PROSE[path] ?? '')} |`);
      return;
    }
    for (const key of Object.keys(shape)) walk(shape[key]!, (fallback as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
  };
  walk(pageConfigSchema, defaultPageConfig, '');
  return `## The page config

Every page carries one, read with \`JSON.parse\` and the schema (never evaluated):

\`\`\`html
<script type="application/json" id="${PAGE_CONFIG_SCRIPT_ID}">{"api":{…},"lang":"uk",…}</script>
\`\`\`

Write it so that no value can close the element: \`<\`, \`>\` and \`&\` (and U+2028, U+2029) as
\`\\u003c\`-style escapes. Its schema is \`pageConfigSchema\`; a server validates what it renders against
it. The widgets read it field by field: a missing or invalid field takes its default, and one console
warning names every such field. \`api\`, \`lang\`, \`pages\` and \`cookieNames\` are the SDK's own config.

| field | value | default | meaning |
|---|---|---|---|
${rows.join('\n')}
`;
}

function namesSection(): string {
  const list = (names: readonly string[]) => names.map(code).join(', ');
  return `## Names

- **Page kinds** (\`PAGE_KINDS\`), the config's \`page\` and ${code(ISLAND_ATTRIBUTES.page)}: ${list(PAGE_KINDS)}.
- **Lists** (\`LIST_NAMES\`), ${code(ISLAND_ATTRIBUTES.list)} on the product page's lists of cards: ${list(LIST_NAMES)}.
  Their cards are ordinary product cards; cards put into a list later mount as they arrive, and
  cards replaced in place mount afresh with the SDK's state.
- **Counters** (\`COUNTER_NAMES\`), ${code(ISLAND_ATTRIBUTES.counter)}: ${list(COUNTER_NAMES)}.
- **Card analytics**: ${code(ISLAND_ATTRIBUTES.analyticsItem)} on a product card's outer element (the core's
  \`cardAnalyticsSchema\` as JSON, built by \`toCardAnalytics(card, index)\`), ${code(ISLAND_ATTRIBUTES.analyticsList)}
  on the element around a list's cards (\`listAnalyticsSchema\`), and ${code(ISLAND_ATTRIBUTES.selectItem)} on
  a card's links to its product: following one reports \`select_item\`, and buying from the card
  sends the list's page, filters and sorting with the cart's add call and \`add_to_cart\`
  (docs/analytics.md). An invalid one gives one console warning and leaves the analytics out.
`;
}

function islandSection(name: (typeof WIDGET_NAMES)[number]): string {
  const prose = ISLAND_PROSE[name];
  const shape = shapeOf(WIDGET_PROPS[name]) ?? {};
  const keys = Object.keys(shape) as (keyof typeof ISLAND_ATTRIBUTES)[];
  const table = keys.length
    ? `| attribute | value | required | meaning |
|---|---|---|---|
${keys
  .map((key) => {
    const field = describeField(shape[key]!);
    const required = field.required ? 'yes' : field.fallback === undefined ? 'no' : `no (default ${code(field.fallback)})`;
    const meaning = prose.attributes?.[key as Exclude<typeof key, 'widget'>] ?? '';
    return `| ${code(ISLAND_ATTRIBUTES[key])} | ${cell(field.type)} | ${required} | ${cell(meaning)} |`;
  })
  .join('\n')}`
    : 'It reads no attributes.';
  return `### ${code(name)}

${prose.summary}

${table}

Without script: ${prose.withoutScript}

\`\`\`html
${prose.example}
\`\`\`
`;
}

/** The template authors' reference, packages/widgets/docs/widget-contract.md. */
function trustedTypesSection(): string {
  return `## Trusted Types

A page may enforce Trusted Types with the same script every page loads. Its Content-Security-Policy
names the widgets' policies, \`TRUSTED_TYPES_POLICIES\`, and no others are needed:

\`\`\`
require-trusted-types-for 'script'; trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}
\`\`\`

- ${TRUSTED_TYPES_POLICIES.map(code).join(', ')}: the address of the one script the widgets add, a
  sign-in provider's (\`social-login\`, \`one-tap\`), a path of the page's own site or an https
  address. Made once per window, when that script is first needed: no \`'allow-duplicates'\` unless
  the page loads the widgets twice.
- Nothing else: the widgets hand no string to an HTML, script or script-URL sink. The pages a widget
  reads (\`product-list\`, \`profile-settings\`) come as documents the browser parses
  (\`XMLHttpRequest\`, \`responseType = 'document'\`), and their nodes are copied one by one.
`;
}

export function renderWidgetContract(): string {
  return [
    HEADER,
    trustedTypesSection(),
    pageConfigSection(),
    namesSection(),
    '## Islands\n',
    ...WIDGET_NAMES.map(islandSection),
    hostApiSection(),
    triggersSection(),
  ].join('\n');
}
