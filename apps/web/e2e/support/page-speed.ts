/** Long enough for a slow start on a busy machine, short of Lighthouse's own 45 s. */
export const maxWaitForLoadMs = 30_000;
