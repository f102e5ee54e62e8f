import { describe, expect, it, vi } from 'vitest';
import { createServiceEvents } from './service-events';

describe('service events', () => {
  it('delivers to every listener until it unsubscribes', () => {
    const events = createServiceEvents();
    const seen: string[] = [];
    const off = events.on('remote:changed', ({ topic }) => seen.push(`a:${topic}`));
    events.on('remote:changed', ({ topic }) => seen.push(`b:${topic}`));
    events.emit('remote:changed', { topic: 'cart' });
    off();
    events.emit('remote:changed', { topic: 'auth' });
    expect(seen).toEqual(['a:cart', 'b:cart', 'b:auth']);
  });

  it('reports a listener that throws and still calls the others', () => {
    const reported = vi.fn();
    const events = createServiceEvents(reported);
    const after = vi.fn();
    events.on('auth:logout', () => {
      throw new Error('broken listener');
    });
    events.on('auth:logout', after);
    events.emit('auth:logout', {});
    expect(reported).toHaveBeenCalledOnce();
    expect(after).toHaveBeenCalledOnce();
  });
});
