import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Each test starts with an empty browser storage, as a new visitor would.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
