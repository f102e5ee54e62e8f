import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineWidget, type WidgetModule } from './define-widget';

function Hello() {
  return <p>hello</p>;
}

const props = z.object({});

describe('defineWidget', () => {
  it('gives an eager widget’s component at once', async () => {
    const widget = defineWidget({ name: 'hello', component: Hello, props });
    await expect(widget.load()).resolves.toEqual({ component: Hello, props });
    expect(Object.isFrozen(widget)).toBe(true);
    expect('component' in widget).toBe(false);
  });

  it('imports a lazy widget’s component once, however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ component: Hello, props }));
    const widget = defineWidget({ name: 'hello', load });
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([widget.load(), widget.load()]);
    await widget.load();
    expect(first.component).toBe(Hello);
    expect(second.props).toBe(props);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import again on the next call', async () => {
    const load = vi.fn<() => Promise<WidgetModule<object>>>().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue({ component: Hello, props });
    const widget = defineWidget({ name: 'hello', load });
    await expect(widget.load()).rejects.toThrow('chunk missing');
    await expect(widget.load()).resolves.toEqual({ component: Hello, props });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
