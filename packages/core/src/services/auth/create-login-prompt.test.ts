import { describe, expect, it } from 'vitest';
import { createLoginPrompt } from './create-login-prompt';

describe('login prompt', () => {
  it('is opened by the first caller and joined by the others', async () => {
    const prompt = createLoginPrompt<string>();
    const first = prompt.open(null);
    const second = prompt.open('oksana@example.ua');
    expect(first.opened).toBe(true);
    expect(second.opened).toBe(false);
    expect(second.promise).toBe(first.promise);
    expect(prompt.request.value).toEqual({ email: 'oksana@example.ua' });

    prompt.resolve('logged in');
    await expect(first.promise).resolves.toBe('logged in');
    expect(prompt.request.value).toBeNull();
    expect(prompt.open(null).opened).toBe(true);
  });

  it('fails every waiter when rejected, and a prompt nobody awaits fails quietly', async () => {
    const prompt = createLoginPrompt<string>();
    const { promise } = prompt.open(null);
    prompt.reject(new Error('closed'));
    await expect(promise).rejects.toThrow('closed');

    prompt.open('taras@example.ua');
    prompt.reject(new Error('nobody waits'));
    expect(prompt.request.value).toBeNull();
  });

  it('does nothing when settled with nothing open', () => {
    const prompt = createLoginPrompt<string>();
    prompt.resolve('x');
    prompt.reject(new Error('y'));
    expect(prompt.request.value).toBeNull();
  });
});
