import type { Vitrina } from '@vitrina/core';
import type { HostRoot } from '../contract/host-api';
import type { AnyWidgetDefinition } from '../runtime/define-widget';
import { createIslandRuntime, type IslandRuntime } from '../runtime/island-runtime';

export interface ExtraRoots {
  mount(root: HostRoot): Promise<void>;
  unmount(root: HostRoot): void;
}

/**
 * `Vitrina.mount` and `Vitrina.unmount`: an island runtime of its own for each root the page hands
 * over, watching it as the document's runtime watches the document. An island is never mounted by
 * two runtimes, so mounting a root inside the document changes nothing there.
 */
export function createExtraRoots(vitrina: Vitrina, widgets: readonly AnyWidgetDefinition[]): ExtraRoots {
  const runtimes = new Map<HostRoot, IslandRuntime>();
  return {
    mount(root) {
      const running = runtimes.get(root);
      if (running) return running.refresh();
      const runtime = createIslandRuntime({ root, vitrina, widgets });
      runtimes.set(root, runtime);
      return runtime.start();
    },
    unmount(root) {
      runtimes.get(root)?.stop();
      runtimes.delete(root);
    },
  };
}
