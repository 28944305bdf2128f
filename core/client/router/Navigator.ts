export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFn = (to: string, options?: NavigateOptions) => void;

/**
 * Lets stores and kernels change the route (403 → /error, logout → /login) without
 * knowing the router: the router host attaches itself once it exists. A route change asked
 * for before that (the session check at start, SH-15) waits for it: loading the page anew
 * would lose the message that says why.
 */
export class Navigator {
  private impl?: NavigateFn;
  private pending?: { to: string; options?: NavigateOptions };

  attach(impl: NavigateFn): () => void {
    this.impl = impl;
    const pending = this.pending;
    this.pending = undefined;
    if (pending) impl(pending.to, pending.options);
    return () => {
      if (this.impl === impl) this.impl = undefined;
    };
  }

  go(to: string, options?: NavigateOptions): void {
    if (this.impl) this.impl(to, options);
    else this.pending = { to, options };
  }
}
