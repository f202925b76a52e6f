import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichText } from '../lib/safe-html';
import classes from './rich-text.module.css';

/**
 * A body of rich text (a question, an answer, a post): the server sanitised it on write, DOMPurify does it again
 * here with the same allow-list (PRODUCT §5). Its direction follows its own text.
 */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Typography className={classes.body}>
      <div dir="auto" data-rich-text dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
