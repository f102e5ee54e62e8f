import type { Vitrina } from '@vitrina/core';
import { createContext, use, type ReactNode } from 'react';

const VitrinaContext = createContext<Vitrina | null>(null);

/** Hands one SDK instance to the islands below it. */
export function VitrinaProvider({ vitrina, children }: { vitrina: Vitrina; children?: ReactNode }) {
  return <VitrinaContext value={vitrina}>{children}</VitrinaContext>;
}

/** The SDK instance of the nearest VitrinaProvider. */
export function useVitrina(): Vitrina {
  const vitrina = use(VitrinaContext);
  if (!vitrina) throw new Error('useVitrina() needs a <VitrinaProvider> above it');
  return vitrina;
}
