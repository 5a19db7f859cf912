import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Calls `onOutside` when the user presses a pointer anywhere outside the host (through shadow roots),
 * so a dropdown or calendar closes the way native pickers do. Listens only while the host is connected.
 */
export class OutsidePointerController implements ReactiveController {
  private readonly handle = (event: PointerEvent): void => {
    if (!event.composedPath().includes(this.host)) this.onOutside();
  };

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly onOutside: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('pointerdown', this.handle);
  }

  hostDisconnected(): void {
    document.removeEventListener('pointerdown', this.handle);
  }
}
