import { endpoints } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { handlers } from '.';

describe('the shop API', () => {
  it('has a handler for every call of the core registry', () => {
    const serves = (handler: unknown) => typeof handler === 'function' || (typeof handler === 'object' && handler !== null && 'prepare' in handler && 'commit' in handler);
    const missing = Object.keys(endpoints).filter((name) => !serves(handlers[name as keyof typeof handlers]));
    expect(missing).toEqual([]);
  });

  it('has no handler for a call the registry does not know', () => {
    expect(Object.keys(handlers).filter((name) => !(name in endpoints))).toEqual([]);
  });
});
