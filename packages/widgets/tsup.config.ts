import { defineConfig } from 'tsup';

export default defineConfig({
  // The contract is an entry of its own: a server imports it without React (`@vitrina/widgets/contract`).
  entry: { index: 'src/index.ts', 'contract/index': 'src/contract/index.ts' },
  format: ['esm'],
  // The build resolves @vitrina/core through its package (dist), not the sources path used by the typecheck.
  tsconfig: 'tsconfig.build.json',
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@vitrina/core', '@preact/signals-react'],
});
