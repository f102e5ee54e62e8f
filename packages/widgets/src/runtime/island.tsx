import type { Vitrina } from '@vitrina/core';
import type { ComponentType, ReactNode } from 'react';
import { VitrinaProvider } from '../vitrina-context';
import { IslandErrorBoundary } from './island-error-boundary';

export interface IslandProps {
  readonly vitrina: Vitrina;
  readonly component: ComponentType<object>;
  readonly props: object;
  readonly fallback: ReactNode;
  readonly onError: (error: unknown) => void;
}

/** One mounted island: the SDK above it, and an error boundary around it. */
export function Island({ vitrina, component: Widget, props, fallback, onError }: IslandProps) {
  return (
    <VitrinaProvider vitrina={vitrina}>
      <IslandErrorBoundary fallback={fallback} onError={onError}>
        <Widget {...props} />
      </IslandErrorBoundary>
    </VitrinaProvider>
  );
}
