import type { BrowserContext } from 'playwright-core';

let violations: string[] = [];

/** Records every `securitypolicyviolation` the pages of `context` fire: what was blocked, by which directive, from where. */
export async function recordPolicyViolations(context: BrowserContext) {
  await context.exposeFunction('__recordPolicyViolation', (violation: string) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const record = (window as unknown as { __recordPolicyViolation(violation: string): void }).__recordPolicyViolation;
      record(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

/** The violations recorded since the last call. */
export function takePolicyViolations(): string[] {
  const taken = violations;
  violations = [];
  return taken;
}
