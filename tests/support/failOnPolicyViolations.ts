import { takePolicyViolations } from './policyViolations';

// e2e setup file: a test whose console pages broke the content security policy fails, naming what was blocked.
afterEach(() => {
  const violations = takePolicyViolations();
  if (violations.length) throw new Error(`Content security policy violations:\n${violations.join('\n')}`);
});
