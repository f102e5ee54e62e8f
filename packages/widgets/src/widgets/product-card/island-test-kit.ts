import { act } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import type { AnyWidgetDefinition } from '../../runtime/define-widget';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';

/** An element as the shop's templates write it: attributes, then text or child elements. */
export function element(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Puts `nodes` on the page and mounts `widget`'s islands among them; `stop()` unmounts and clears the page. */
export async function mountIslands(vitrina: Vitrina, widget: AnyWidgetDefinition, ...nodes: Node[]): Promise<IslandRuntime> {
  document.body.append(...nodes);
  const runtime = createIslandRuntime({ root: document, vitrina, widgets: [widget] });
  await act(() => runtime.start());
  return runtime;
}
