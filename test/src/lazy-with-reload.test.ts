import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithReload } from '../../src/app/lazy';

const Hello = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

function counted() {
  let calls = 0;
  const load = () => {
    calls += 1;
    return Promise.resolve({ default: Hello });
  };
  return { load, calls: () => calls };
}

describe('lazyWithReload: preloading a screen (issue 21 point 2)', () => {
  it('renders a preloaded component at once, without suspending, and loads its chunk once', async () => {
    const { load, calls } = counted();
    const Screen = lazyWithReload(load, ['drivers']);
    Screen.preload();
    Screen.preload();
    await Promise.resolve();
    await Promise.resolve();
    const html = renderToString(createElement(Suspense, { fallback: 'Laden…' }, createElement(Screen, { name: 'Anna' })));
    expect(html).toContain('<p>Hello Anna</p>');
    expect(html).not.toContain('Laden…');
    expect(calls()).toBe(1);
    expect(Screen.namespaces).toEqual(['drivers']);
  });

  it('suspends as React.lazy does while the chunk is not in yet', () => {
    const { load, calls } = counted();
    const Screen = lazyWithReload(load);
    const html = renderToString(createElement(Suspense, { fallback: 'Laden…' }, createElement(Screen, { name: 'Anna' })));
    expect(html).toContain('Laden…');
    expect(html).not.toContain('Hello');
    expect(calls()).toBe(1);
  });

  it('leaves a failed preload to the render: nothing is thrown when preloading', async () => {
    const Screen = lazyWithReload(() => Promise.reject(new Error('chunk gone')));
    expect(() => Screen.preload()).not.toThrow();
    await new Promise((settled) => setTimeout(settled, 0));
  });
});
