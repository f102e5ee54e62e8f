import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
