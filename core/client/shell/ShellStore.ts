import { action, makeObservable, observable } from 'mobx';

/** Shell state that is not a setting: fullscreen hides the drawer (SH-27). */
export class ShellStore {
  fullscreen = false;

  constructor() {
    makeObservable(this, { fullscreen: observable, setFullscreen: action });
  }

  setFullscreen(on: boolean): void {
    this.fullscreen = on;
  }
}
