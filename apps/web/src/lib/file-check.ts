/** Why a chosen file is refused before it is sent: the same limits the server applies. */
export type FileRefusal = 'file-invalid-type' | 'file-too-large' | 'too-many-files';

export type FileRule = {
  /** MIME types (`image/png`) or name endings (`.csv`); a file matching any one is accepted. */
  accept: readonly string[];
  maxBytes: number;
};

export function checkFile(file: File, rule: FileRule): FileRefusal | null {
  const name = file.name.toLowerCase();
  const typeOk = rule.accept.some((entry) =>
    entry.startsWith('.') ? name.endsWith(entry) : file.type === entry,
  );
  if (!typeOk) return 'file-invalid-type';
  if (file.size > rule.maxBytes) return 'file-too-large';
  return null;
}

/** Checks what a person chose or dropped: exactly one file, of an accepted type and size. */
export function checkChosenFiles(
  files: ArrayLike<File>,
  rule: FileRule,
): { file: File } | { refusal: FileRefusal } {
  const file = files[0];
  if (files.length !== 1 || !file) return { refusal: 'too-many-files' };
  const refusal = checkFile(file, rule);
  return refusal ? { refusal } : { file };
}
