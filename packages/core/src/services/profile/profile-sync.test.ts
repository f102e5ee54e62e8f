import { describe, expect, it } from 'vitest';
import { eavesdrop, remote, tab, useSyncCleanup, user } from '../sync/test-sync-kit';

useSyncCleanup();

describe('a profile change in one tab', () => {
  it('makes every other tab re-read the user, each change anew, with nothing of the details on the channel', async () => {
    const a = tab();
    const b = tab();
    const listener = eavesdrop();
    const renamed = { ...user, first_name: 'Олена' };

    a.events.emit('auth:profile-changed', { user: renamed, contactChanged: true });
    a.events.emit('auth:profile-changed', { user: { ...renamed, handedness: 'left' }, contactChanged: false });

    await expect.poll(() => b.heard).toEqual([remote('profile'), remote('profile')]);
    expect(a.heard).toEqual([]);
    expect(listener.messages).toHaveLength(2);
    for (const message of listener.messages) {
      expect(Object.keys(message as object).sort()).toEqual(['from', 'nonce', 'topic']);
      expect(JSON.stringify(message)).not.toContain('Олена');
    }
  });
});
