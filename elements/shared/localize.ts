import i18next, { type TOptions } from 'i18next';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Texts for elements come from the app's i18next instance (framework-free, so elements stay
 * React-free). The controller loads the element's namespace on first use and re-renders its host
 * when the language changes or the namespace arrives. Without an initialised i18next (a bare page,
 * a test that sets none up) `t` answers the key, never throws.
 */
export class LocalizeController implements ReactiveController {
  private readonly rerender = () => this.host.requestUpdate();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly namespace: string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    i18next.on('languageChanged', this.rerender);
    i18next.on('initialized', this.rerender);
    if (i18next.isInitialized && !i18next.hasLoadedNamespace(this.namespace)) {
      void i18next.loadNamespaces(this.namespace).then(this.rerender);
    }
  }

  hostDisconnected(): void {
    i18next.off('languageChanged', this.rerender);
    i18next.off('initialized', this.rerender);
  }

  t(key: string, options?: TOptions): string {
    return i18next.t(key, { ns: this.namespace, ...options }) as string;
  }

  /** The active locale (e.g. "nl-NL"), for Intl and luxon formatting. */
  get locale(): string {
    return i18next.resolvedLanguage ?? i18next.language ?? 'nl-NL';
  }
}
