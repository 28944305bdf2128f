import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; a lazily loaded chunk (the date inputs)
// took longer than that on a 2-core machine running two suites and Chromium beside them.
configure({ asyncUtilTimeout: 5000 });
