/**
 * Passes CSV text through unchanged and tells, at its end, how many data rows it held (the header
 * not counted). Line breaks inside quoted cells (a note over several lines) are not rows.
 */
export async function* countingRows(
  body: Iterable<string> | AsyncIterable<string>,
  onEnd: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  let quoted = false;
  let records = 0;
  let open = false;
  for await (const chunk of body) {
    for (const char of chunk) {
      if (char === '"') quoted = !quoted;
      else if (char === '\n' && !quoted) {
        records += 1;
        open = false;
        continue;
      }
      if (char !== '\r' && char !== '\uFEFF') open = true;
    }
    yield chunk;
  }
  if (open) records += 1;
  await onEnd(Math.max(records - 1, 0));
}
