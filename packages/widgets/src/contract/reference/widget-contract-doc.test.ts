import { expect, it } from 'vitest';
import { renderWidgetContract } from './render-widget-contract';

// `pnpm --filter @vitrina/widgets docs:generate` rewrites the document (vitest -u).
it('packages/widgets/docs/widget-contract.md is the reference generated from the contract', async () => {
  await expect(renderWidgetContract()).toMatchFileSnapshot('../../../docs/widget-contract.md');
});
