import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows'> & {
  minRows: number;
  /** Without it the field grows with every line. */
  maxRows?: number;
};

/** Whether the browser sizes a field to its text itself (CSS `field-sizing`). */
const sizesItself =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;

/**
 * A text area that grows with its text from `minRows` to `maxRows` lines, then scrolls. Where the
 * browser can (CSS `field-sizing: content`), it sizes the field itself; elsewhere the library's
 * autosize measures it, which reads the page's layout after every render of the field (a forced
 * layout on each keystroke anywhere in its form), so that is left to the browsers that need it.
 */
export function GrowingTextarea({ minRows, maxRows, style, ...props }: GrowingTextareaProps) {
  if (!sizesItself)
    return <Textarea autosize minRows={minRows} maxRows={maxRows} style={style} {...props} />;
  const rows = { '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties;
  return (
    <Textarea
      rows={minRows}
      classNames={{ input: classes.input }}
      style={style ? [rows, style] : rows}
      {...props}
    />
  );
}
