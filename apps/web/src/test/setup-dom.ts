// Shared set-up of the web component tests (vitest project web-components).
// Matchers such as toBeInTheDocument and toHaveAccessibleDescription.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty document.
afterEach(() => cleanup());
