// The console renders with Preact (through preact/compat), which keeps the JavaScript a browser
// loads before the first screen small; vite.config.ts points `react` here. This module is
// preact/compat plus the React 19 API that Mantine uses and preact/compat does not provide.
// (JavaScript because preact/compat's type declarations cannot be re-exported with `export *`;
// the code is typed against React's declarations, which this module implements.)
import * as compat from 'preact/compat';

export * from 'preact/compat';
export default compat;

/**
 * React's <Activity>: children stay mounted (their state survives) and are only hidden while the
 * mode is "hidden". The wrapper takes no box of its own while visible.
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode = 'visible', children }) {
  return compat.createElement(
    'div',
    { style: { display: mode === 'hidden' ? 'none' : 'contents' } },
    children,
  );
}
