/**
 * Every GIN index is built with `fastupdate` off: new entries go straight into the index instead
 * of a pending list that each search scans in full until a vacuum (or a 4 MB list) merges it.
 * Searches here follow writes closely (a saved profile is searched at once) and the embedded
 * engine never vacuums on its own; writes pay a little more, reads stay even.
 */
export const ginOptions = { fastupdate: false } as const;
