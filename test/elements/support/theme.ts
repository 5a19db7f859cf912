/** Loads Shoelace's light and dark theme sheets once, so tests can check what the tokens resolve to. */
export async function loadShoelaceThemes(): Promise<void> {
  const wanted = ['light', 'dark'].map((name) => `/node_modules/@shoelace-style/shoelace/dist/themes/${name}.css`);
  await Promise.all(
    wanted
      .filter((href) => !document.querySelector(`link[href="${href}"]`))
      .map(
        (href) =>
          new Promise<void>((resolve, reject) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.onload = () => resolve();
            link.onerror = () => reject(new Error(`${href} did not load`));
            document.head.append(link);
          }),
      ),
  );
}

/** What a CSS value (e.g. `var(--sl-color-neutral-0)`) computes to as a colour inside `scope`. */
export function resolvedColor(scope: Element, value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  scope.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
