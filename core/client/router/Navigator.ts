export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFn = (to: string, options?: NavigateOptions) => void;

/**
 * Lets stores and kernels change the route (403 → /error, logout → /login) without
 * knowing the router: the router host attaches itself once it exists.
 */
export class Navigator {
  private impl?: NavigateFn;

  attach(impl: NavigateFn): () => void {
    this.impl = impl;
    return () => {
      if (this.impl === impl) this.impl = undefined;
    };
  }

  go(to: string, options?: NavigateOptions): void {
    if (this.impl) this.impl(to, options);
    else window.location.assign(to);
  }
}
