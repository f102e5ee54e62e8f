import { expect, it } from 'vitest';
import { renderApiContract } from './render-api-contract';

// `pnpm --filter @vitrina/core docs:generate` rewrites the document (vitest --update).
it('packages/core/docs/api-contract.md is the contract generated from the endpoint registry', async () => {
  await expect(renderApiContract()).toMatchFileSnapshot('../../docs/api-contract.md');
});
