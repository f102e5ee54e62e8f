import type { Vitrina } from '@vitrina/core';
import { afterEach } from 'vitest';

/**
 * The SDK instances a test makes, stopped and destroyed after it. In one process they hear each
 * other like tabs of one browser.
 */
export function sdkInstances(): Vitrina[] {
  const instances: Vitrina[] = [];
  afterEach(() => {
    for (const vitrina of instances.splice(0)) {
      vitrina.services.sync.stop();
      vitrina.destroy();
    }
  });
  return instances;
}
